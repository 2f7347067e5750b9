import { ErrorCode } from '@portal/shared/contracts';
import { fastTrackSpine } from '@portal/shared/contracts/fast-track';
import { fail, ok, renderAt, type SeenRequest, typeNewCard } from '@portal/shared/testing';
import {
  paymentHostDoubles,
  type SpineCheckoutAnswers,
  serveSpineCheckout,
} from '@portal/shared/testing/spine-checkout';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { readLaneData, writeLaneData } from '../../../../lib/drafts';
import {
  ORDER_NO,
  PAYMENT_SESSION,
  PROOF,
  placedOrder,
  review,
  savedLaneData,
  UUID,
} from '../../../../test-support/fixtures';
import { setUpTexts } from '../../../../test-support/setup-i18n';
import { ReviewPage } from '../review-page';

// The post to the host and leaving the page are the shared module's (tested there); the card form is real.
vi.mock('@portal/shared/payments', async (original) =>
  (await import('@portal/shared/testing/spine-checkout')).withPaymentHostDoubles(original),
);

const screens = { '/fast-track/review': ReviewPage };
const HOST_3DS = 'http://127.0.0.1:8090/3ds/challenge/pay_123';

interface ApiOptions extends Partial<SpineCheckoutAnswers> {
  passengers: number;
  /** Complimentary uses left (the review covers one passenger per use). */
  usesLeft?: number;
}

const serve = ({ passengers, usesLeft = 2, ...answers }: ApiOptions) =>
  serveSpineCheckout(fastTrackSpine, {
    priced: () => ok(review(passengers, usesLeft)),
    order: () => ok(placedOrder()),
    ...answers,
  });

const paths = (seen: SeenRequest[]) => seen.map((request) => request.path);
const passwordField = () => screen.getByLabelText(/^Password/);
const priceTable = () => screen.getByRole('table', { name: 'Price' });

beforeAll(setUpTexts);
const { mockedPay, mockedLeave } = paymentHostDoubles();

describe('/fast-track/review', () => {
  it('cannot be reached before the passengers are saved', () => {
    writeLaneData(savedLaneData({ passengersSaved: false }));
    const { location } = renderAt('/fast-track/review', screens);
    expect(location()).toBe('/fast-track/passenger');
  });

  it('shows a covered booking: the use taken off, nothing to pay and why, the terms; no card is asked for', async () => {
    const seen = serve({ passengers: 1, order: () => ok(placedOrder({ status: 'paid' })) });
    writeLaneData(savedLaneData({ passengers: 1, names: [{ firstName: 'Ana', lastName: 'Silva' }] }));
    const { location } = renderAt('/fast-track/review', screens);

    const table = await screen.findByRole('table', { name: 'Price' });
    expect(
      within(table).getByRole('row', { name: '1 passenger × USD\u00a024.00 USD\u00a024.00' }),
    ).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Complimentary use −USD\u00a024.00' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'To pay USD\u00a00.00' })).toBeInTheDocument();
    expect(
      screen.getByText('One of your complimentary uses covers this booking: nothing will be charged.'),
    ).toBeInTheDocument();
    expect(screen.getByText('You have 2 of 4 complimentary uses left this year.')).toBeInTheDocument();
    // Local date and time at the airport, with the zone's name.
    expect(screen.getByText(/Tue, Jul 16, 2030, 10:15 – 10:30 AM BST/)).toBeInTheDocument();
    expect(
      screen.getByText(
        /cancel online with a full refund \(or your complimentary use returned\) until Mon, Jul 15, 2030, 10:15 AM BST, 24 hours before/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Refunds take 7 to 14 business days.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment' })).not.toBeInTheDocument();
    expect(passwordField()).toHaveAccessibleDescription(
      'Confirm your password to use your complimentary use.',
    );

    const user = userEvent.setup();
    await user.type(passwordField(), 'Sunny2day');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));

    expect(location()).toBe(`/fast-track/complete?orderNo=${ORDER_NO}`);
    expect(paths(seen)).toEqual(['/cip/order-review', '/cip/verify-pwd', '/cip/createOrder']);
    expect(seen[1]?.body).toEqual({ uuid: UUID, password: 'Sunny2day' });
    expect(seen[2]?.body).toEqual({ uuid: UUID, proof: PROOF });
    expect(readLaneData()).toBeNull();
    expect(mockedPay).not.toHaveBeenCalled();
  });

  it('shows what the passengers beyond the uses left cost and pays it with the default saved card', async () => {
    mockedPay.mockResolvedValue({ kind: 'redirect', url: HOST_3DS });
    const seen = serve({ passengers: 2, usesLeft: 1 });
    writeLaneData(savedLaneData());
    renderAt('/fast-track/review', screens);

    expect(
      await screen.findByRole('row', { name: '2 passengers × USD\u00a024.00 USD\u00a048.00' }),
    ).toBeInTheDocument();
    expect(within(priceTable()).getByRole('row', { name: 'To pay USD\u00a024.00' })).toBeInTheDocument();
    expect(
      within(priceTable()).getByRole('row', { name: 'Complimentary use −USD\u00a024.00' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'A complimentary use covers 1 passenger. The other 1 passenger is charged to your card.',
      ),
    ).toBeInTheDocument();
    // The default card is chosen until another is picked.
    expect(await screen.findByRole('radio', { name: /ending 1667/ })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Cardholder Name' })).not.toBeInTheDocument();
    expect(passwordField()).toHaveAccessibleDescription(
      'Confirm your password to use your complimentary use and to pay.',
    );

    const user = userEvent.setup();
    await user.type(passwordField(), 'Sunny2day');
    await user.click(screen.getByRole('button', { name: 'Pay USD\u00a024.00' }));

    expect(await screen.findByRole('heading', { name: 'Secure Checkout' })).toBeInTheDocument();
    expect(seen.find((request) => request.path === '/cip/createOrder')?.body).toEqual({
      uuid: UUID,
      proof: PROOF,
      cardId: 9,
    });
    expect(mockedPay).toHaveBeenCalledTimes(1);
    const [payment] = mockedPay.mock.calls[0] ?? [];
    expect(payment?.card).toEqual({ kind: 'saved' });
    expect(payment?.pending).toEqual({
      kind: 'booking',
      info: { uuid: UUID, orderNo: ORDER_NO, type: 3, isNormal: true, currentType: 0 },
    });
    await expect(payment?.openSession()).resolves.toEqual({ ok: true, result: PAYMENT_SESSION });
    expect(mockedLeave).toHaveBeenCalledWith(HOST_3DS);
    // The order is noted, so a failed payment can be tried again for the same order.
    expect(readLaneData()?.orderNo).toBe(ORDER_NO);
  });

  it('covers one passenger per use left: says how many are covered and how many are charged', async () => {
    serve({ passengers: 3, usesLeft: 2 });
    writeLaneData(
      savedLaneData({
        passengers: 3,
        names: [
          { firstName: 'Ana', lastName: 'Silva' },
          { firstName: 'Zoë', lastName: 'Núñez' },
          { firstName: 'Rui', lastName: 'Costa' },
        ],
      }),
    );
    renderAt('/fast-track/review', screens);

    const table = await screen.findByRole('table', { name: 'Price' });
    expect(
      within(table).getByRole('row', { name: '3 passengers × USD\u00a024.00 USD\u00a072.00' }),
    ).toBeInTheDocument();
    expect(
      within(table).getByRole('row', { name: '2 complimentary uses × USD\u00a024.00 −USD\u00a048.00' }),
    ).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'To pay USD\u00a024.00' })).toBeInTheDocument();
    expect(
      screen.getByText(
        '2 complimentary uses cover 2 passengers, one each. The other 1 passenger is charged to your card.',
      ),
    ).toBeInTheDocument();
  });

  it('covers every passenger when as many uses are left: nothing to pay', async () => {
    serve({ passengers: 2, usesLeft: 4 });
    writeLaneData(savedLaneData());
    renderAt('/fast-track/review', screens);

    const table = await screen.findByRole('table', { name: 'Price' });
    expect(
      within(table).getByRole('row', { name: '2 complimentary uses × USD\u00a024.00 −USD\u00a048.00' }),
    ).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'To pay USD\u00a00.00' })).toBeInTheDocument();
    expect(
      screen.getByText(
        '2 of your complimentary uses cover all 2 passengers, one each: nothing will be charged.',
      ),
    ).toBeInTheDocument();
  });

  it('pays with a new card typed here (checked first), sent only to the host', async () => {
    mockedPay.mockResolvedValue({ kind: 'redirect', url: HOST_3DS });
    const seen = serve({
      passengers: 2,
      usesLeft: 0,
      cards: [],
      order: () => ok(placedOrder({ total: 4800 })),
    });
    writeLaneData(savedLaneData());
    renderAt('/fast-track/review', screens);
    expect(
      await screen.findByText(
        'You have no complimentary uses left this year, so every passenger is charged to your card.',
      ),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(passwordField(), 'Sunny2day');
    await user.click(await screen.findByRole('button', { name: 'Pay USD\u00a048.00' }));
    // The card fields are checked before anything is sent.
    const holder = screen.getByRole('textbox', { name: 'Cardholder Name' });
    expect(holder).toHaveFocus();
    expect(paths(seen)).not.toContain('/cip/verify-pwd');

    await typeNewCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay USD\u00a048.00' }));

    expect(await screen.findByRole('heading', { name: 'Secure Checkout' })).toBeInTheDocument();
    expect(seen.find((request) => request.path === '/cip/createOrder')?.body).toEqual({
      uuid: UUID,
      proof: PROOF,
    });
    const [payment] = mockedPay.mock.calls[0] ?? [];
    expect(payment?.card).toMatchObject({
      kind: 'new',
      values: { cardHolder: 'Ana Silva', number: '3622 7206 2716 67' },
    });
    expect(mockedLeave).toHaveBeenCalledWith(HOST_3DS);
  });

  it('says a wrong password on the field, and places nothing', async () => {
    const seen = serve({
      passengers: 1,
      verify: () => fail(ErrorCode.PASSWORD_INCORRECT, 'Password is incorrect.'),
    });
    writeLaneData(savedLaneData({ passengers: 1 }));
    renderAt('/fast-track/review', screens);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Password/), 'Wrong1234');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText('Password is incorrect.')).toBeInTheDocument();
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordField()).toHaveFocus();
    expect(paths(seen)).not.toContain('/cip/createOrder');
  });

  it('asks for the password before anything is sent', async () => {
    const seen = serve({ passengers: 1 });
    writeLaneData(savedLaneData({ passengers: 1 }));
    renderAt('/fast-track/review', screens);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm booking' }));
    expect(passwordField()).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));
    expect(passwordField()).toHaveFocus();
    expect(paths(seen)).toEqual(['/cip/order-review']);
  });

  it('shows the new amount when the last use went to another booking, and pays only once confirmed', async () => {
    mockedPay.mockResolvedValue({ kind: 'redirect', url: HOST_3DS });
    const seen = serve({
      passengers: 2,
      usesLeft: 1,
      order: () => ok(placedOrder({ total: 4800, priceChanged: true })),
    });
    writeLaneData(savedLaneData());
    renderAt('/fast-track/review', screens);
    const user = userEvent.setup();
    await screen.findByRole('radio', { name: /ending 1667/ });
    await user.type(passwordField(), 'Sunny2day');
    await user.click(screen.getByRole('button', { name: 'Pay USD\u00a024.00' }));

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('The price has changed');
    expect(notice).toHaveTextContent(
      'Your last complimentary use went to another booking meanwhile, so the total to pay is now USD 48.00 (it was USD 24.00). Nothing has been charged yet',
    );
    expect(mockedPay).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Confirm and pay USD\u00a048.00' }));
    expect(mockedPay).toHaveBeenCalledTimes(1);
    expect(mockedLeave).toHaveBeenCalledWith(HOST_3DS);
    // The order placed before is paid: no second password check or order.
    expect(paths(seen).filter((path) => path === '/cip/createOrder')).toHaveLength(1);
  });

  it('on Try again, says the order waits for payment and asks to confirm an amount that differs from the review', async () => {
    mockedPay.mockResolvedValue({ kind: 'redirect', url: HOST_3DS });
    // The order kept the last complimentary use, which the review of its draft no longer counts.
    serve({ passengers: 2, usesLeft: 0, order: () => ok(placedOrder({ total: 2400 })) });
    writeLaneData(savedLaneData({ orderNo: ORDER_NO }));
    renderAt('/fast-track/review', screens);
    expect(await screen.findByText(`Your booking ${ORDER_NO} is waiting for payment.`)).toBeInTheDocument();
    const user = userEvent.setup();
    await screen.findByRole('radio', { name: /ending 1667/ });
    await user.type(passwordField(), 'Sunny2day');
    await user.click(screen.getByRole('button', { name: 'Pay USD\u00a048.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The amount to pay for this booking is USD 24.00, not USD 48.00 as shown above.',
    );
    expect(mockedPay).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Confirm and pay USD\u00a024.00' }));
    expect(mockedPay).toHaveBeenCalledTimes(1);
  });

  it('tells the host’s refusal and stays on the form', async () => {
    mockedPay.mockResolvedValue({
      kind: 'refused',
      reason: 'CARD_NOT_ACCEPTED',
      message: 'Visa cards are not accepted.',
    });
    serve({ passengers: 2, usesLeft: 1 });
    writeLaneData(savedLaneData());
    renderAt('/fast-track/review', screens);
    const user = userEvent.setup();
    await screen.findByRole('radio', { name: /ending 1667/ });
    await user.type(passwordField(), 'Sunny2day');
    await user.click(screen.getByRole('button', { name: 'Pay USD\u00a024.00' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment Failed');
    expect(alert).toHaveTextContent('Visa cards are not accepted.');
    expect(mockedLeave).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pay USD\u00a024.00' })).toBeInTheDocument();
  });
});
