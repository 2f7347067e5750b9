import { ErrorCode } from '@portal/shared/contracts';
import { airportAssistantSpine } from '@portal/shared/contracts/airport-assistant';
import { fail, ok, renderAt, type SeenRequest, typeNewCard } from '@portal/shared/testing';
import {
  paymentHostDoubles,
  type SpineCheckoutAnswers,
  serveSpineCheckout,
} from '@portal/shared/testing/spine-checkout';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  readBookingDraft,
  readPassengersDraft,
  readServiceDraft,
  writeBookingDraft,
  writePassengersDraft,
  writeServiceDraft,
} from '../../../lib/drafts';
import {
  coveredReview,
  ORDER_NO,
  PAYMENT_SESSION,
  PROOF,
  placedOrder,
  review,
  savedBooking,
  savedPassengers,
  savedService,
  UUID,
} from '../../../test-support/fixtures';
import { setUpTexts } from '../../../test-support/setup-i18n';
import { ReviewPage } from '../review-page';

const START = '/airport-assistant/step-4';
const screens = { [START]: ReviewPage };
const HOST_3DS = 'http://127.0.0.1:8090/3ds/challenge/pay_123';

/** The spine's answers: a use left, the order placed unpaid, unless `answers` say otherwise. */
const serve = (answers: Partial<SpineCheckoutAnswers> = {}) =>
  serveSpineCheckout(airportAssistantSpine, {
    priced: () => ok(review(true)),
    order: () => ok(placedOrder()),
    ...answers,
  });

const withSteps = () => {
  writeServiceDraft(savedService());
  writeBookingDraft(savedBooking());
  writePassengersDraft(savedPassengers());
};

const paths = (seen: SeenRequest[]) => seen.map((request) => request.path);
const passwordField = () => screen.getByLabelText(/^Password/);
const priceTable = () => screen.getByRole('table', { name: 'Price' });

/** Typing into forms is slow on a busy two-core machine: room beyond the 5 s default. */
const TYPING = { timeout: 20_000 };

// The post to the host and leaving the page are the shared module's (tested there); the card form is real.
vi.mock('@portal/shared/payments', async (original) =>
  (await import('@portal/shared/testing/spine-checkout')).withPaymentHostDoubles(original),
);
const { mockedPay, mockedLeave } = paymentHostDoubles();

beforeAll(setUpTexts);

describe('/airport-assistant/step-4 (Review & Pay)', TYPING, () => {
  it('cannot be reached before the passengers are saved', () => {
    serve();
    writeServiceDraft(savedService());
    writeBookingDraft(savedBooking());
    writePassengersDraft(savedPassengers({ saved: false }));
    const { location } = renderAt(START, screens);
    expect(location()).toBe('/airport-assistant/step-3');
  });

  it('cannot be reached by its address from the first step: it goes to the first unfinished step', () => {
    serve();
    writeServiceDraft(savedService());
    const { location } = renderAt(START, screens);
    expect(location()).toBe('/airport-assistant/step-2');
  });

  it('shows everything booked, every price line with the surcharge and its reason, the uses, why, and the terms', async () => {
    serve();
    withSteps();
    renderAt(START, screens);
    expect(screen.getByRole('heading', { level: 1, name: 'Review & Pay' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/airport-assistant/step-3');

    const table = await screen.findByRole('table', { name: 'Price' });
    expect(within(table).getByRole('row', { name: 'Service USD\u00a0160.00' })).toBeInTheDocument();
    expect(
      within(table).getByRole('row', { name: '1 additional passenger × USD\u00a040.00 USD\u00a040.00' }),
    ).toBeInTheDocument();
    expect(
      within(table).getByRole('row', {
        name: 'Public holiday surcharge (Christmas Day, 50%) USD\u00a0100.00',
      }),
    ).toBeInTheDocument();
    expect(
      within(table).getByRole('row', { name: 'Complimentary use −USD\u00a0160.00' }),
    ).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'To pay USD\u00a0140.00' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'One complimentary use covers the service; what it does not cover (USD 140.00) is charged to your card.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Complimentary Airport Assistant uses left this year: 2/4')).toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'International Departure · VIP' });
    for (const text of [
      'London Heathrow Airport (LHR)',
      'BA117 · British Airways, London (LHR) → New York (JFK)',
      'Tue, Jul 16, 2030, 8:30 AM BST',
      'Business',
      'Limousine',
      'Ana Silva',
      'Zoë Núñez',
      'Myself',
      '+44 7400123456',
      'Wheelchair at the gate, please.',
    ])
      expect(summary).toHaveTextContent(text);
    expect(
      screen.getByText(
        /cancel online with a full refund \(or your complimentary use returned\) until Mon, Jul 15, 2030, 8:30 AM BST, 24 hours before the service/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Refunds take 7 to 14 business days.')).toBeInTheDocument();
  });

  it('confirms a covered booking at once after the password: nothing to pay, no card asked for', async () => {
    const seen = serve({
      priced: () => ok(coveredReview()),
      order: () => ok(placedOrder({ status: 'paid' })),
    });
    withSteps();
    const { location } = renderAt(START, screens);
    expect(
      await screen.findByText('One of your complimentary uses covers this booking: nothing will be charged.'),
    ).toBeInTheDocument();
    expect(within(priceTable()).getByRole('row', { name: 'To pay USD\u00a00.00' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment' })).not.toBeInTheDocument();
    expect(passwordField()).toHaveAccessibleDescription(
      'Confirm your password to use your complimentary use.',
    );

    const user = userEvent.setup({ delay: null });
    await user.type(passwordField(), 'Sunny2day');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));

    expect(location()).toBe(`/airport-assistant/succ?currentType=0&isWhat=0&orderNo=${ORDER_NO}`);
    expect(paths(seen)).toEqual([
      '/airport-assistant/order-review',
      '/airport-assistant/verify-pwd',
      '/airport-assistant/booking',
    ]);
    expect(seen[1]?.body).toEqual({ uuid: UUID, password: 'Sunny2day' });
    expect(seen[2]?.body).toEqual({ uuid: UUID, proof: PROOF });
    expect(mockedPay).not.toHaveBeenCalled();
    // The booking is done with: its drafts are gone.
    expect([readServiceDraft(), readBookingDraft(), readPassengersDraft()]).toEqual([null, null, null]);
  });

  it('pays what is not covered with the default saved card through the payment host (3-D Secure)', async () => {
    mockedPay.mockResolvedValue({ kind: 'redirect', url: HOST_3DS });
    const seen = serve();
    withSteps();
    renderAt(START, screens);
    expect(await screen.findByRole('radio', { name: /ending 1667/ })).toBeChecked();
    expect(passwordField()).toHaveAccessibleDescription(
      'Confirm your password to use your complimentary use and to pay.',
    );
    const user = userEvent.setup({ delay: null });
    await user.type(passwordField(), 'Sunny2day');
    await user.click(screen.getByRole('button', { name: 'Pay USD\u00a0140.00' }));

    expect(await screen.findByRole('heading', { name: 'Secure Checkout' })).toBeInTheDocument();
    expect(seen.find((request) => request.path === '/airport-assistant/booking')?.body).toEqual({
      uuid: UUID,
      proof: PROOF,
      cardId: 9,
    });
    const [payment] = mockedPay.mock.calls[0] ?? [];
    expect(payment?.card).toEqual({ kind: 'saved' });
    expect(payment?.pending).toEqual({
      kind: 'booking',
      info: { uuid: UUID, orderNo: ORDER_NO, type: 2, isNormal: true, currentType: 0 },
    });
    await expect(payment?.openSession()).resolves.toEqual({ ok: true, result: PAYMENT_SESSION });
    expect(mockedLeave).toHaveBeenCalledWith(HOST_3DS);
    // The order is noted, so a failed payment can be tried again for the same order.
    expect(readBookingDraft()?.orderNo).toBe(ORDER_NO);
  });

  it('pays the full price with a new card typed here (checked first) when no use is left', async () => {
    mockedPay.mockResolvedValue({ kind: 'redirect', url: HOST_3DS });
    const seen = serve({
      priced: () => ok(review(false)),
      cards: [],
      order: () => ok(placedOrder({ total: 30000 })),
    });
    withSteps();
    renderAt(START, screens);
    expect(
      await screen.findByText(
        'You have no complimentary uses left this year, so the full price (USD 300.00) is charged to your card.',
      ),
    ).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.type(passwordField(), 'Sunny2day');
    await user.click(await screen.findByRole('button', { name: 'Pay USD\u00a0300.00' }));
    const holder = screen.getByRole('textbox', { name: 'Cardholder Name' });
    expect(holder).toHaveFocus();
    expect(paths(seen)).not.toContain('/airport-assistant/verify-pwd');

    await typeNewCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay USD\u00a0300.00' }));

    expect(await screen.findByRole('heading', { name: 'Secure Checkout' })).toBeInTheDocument();
    expect(seen.find((request) => request.path === '/airport-assistant/booking')?.body).toEqual({
      uuid: UUID,
      proof: PROOF,
    });
    const [payment] = mockedPay.mock.calls[0] ?? [];
    expect(payment?.card).toMatchObject({ kind: 'new', values: { cardHolder: 'Ana Silva' } });
    expect(mockedLeave).toHaveBeenCalledWith(HOST_3DS);
  });

  it('asks for the password before anything is sent, and says a wrong one on the field', async () => {
    const seen = serve({
      priced: () => ok(coveredReview()),
      verify: () => fail(ErrorCode.PASSWORD_INCORRECT, 'Password is incorrect.'),
    });
    withSteps();
    renderAt(START, screens);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Confirm booking' }));
    expect(passwordField()).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));
    expect(passwordField()).toHaveFocus();
    expect(paths(seen)).toEqual(['/airport-assistant/order-review']);

    await user.type(passwordField(), 'Wrong1234');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText('Password is incorrect.')).toBeInTheDocument();
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(paths(seen)).not.toContain('/airport-assistant/booking');
  });

  it('shows a new amount before paying it when the last use went to another booking meanwhile', async () => {
    mockedPay.mockResolvedValue({ kind: 'redirect', url: HOST_3DS });
    const seen = serve({ order: () => ok(placedOrder({ total: 30000, priceChanged: true })) });
    withSteps();
    renderAt(START, screens);
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('radio', { name: /ending 1667/ });
    await user.type(passwordField(), 'Sunny2day');
    await user.click(screen.getByRole('button', { name: 'Pay USD\u00a0140.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'the total to pay is now USD 300.00 (it was USD 140.00)',
    );
    expect(mockedPay).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Confirm and pay USD\u00a0300.00' }));
    expect(mockedPay).toHaveBeenCalledTimes(1);
    expect(paths(seen).filter((path) => path === '/airport-assistant/booking')).toHaveLength(1);
  });

  it('says when the booking cannot be priced, with Try again', async () => {
    serve({
      priced: () => fail(ErrorCode.BOOKING_INCOMPLETE, 'Please complete the earlier steps of this booking.'),
    });
    withSteps();
    renderAt(START, screens);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your booking could not be priced.');
    expect(within(alert).getByRole('link', { name: 'Save Booking Details again' })).toHaveAttribute(
      'href',
      '/airport-assistant/step-2',
    );
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
