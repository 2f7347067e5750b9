import { ErrorCode } from '@portal/shared/contracts';
import { setExposedModuleLoader, useDialogStore, useSessionStore } from '@portal/shared/stores';
import {
  BOOKING_PROOF,
  fail,
  ok,
  paymentSession,
  SAVED_CARDS,
  typeNewCard,
  verifiedPassword,
} from '@portal/shared/testing';
import { paymentHostDoubles } from '@portal/shared/testing/spine-checkout';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BookingDetailsPage } from '../details/booking-details-page';
import { forgetBookingDetailModules } from '../details/use-booking-detail-module';
import {
  FAKE_FAST_TRACK_DETAIL,
  fastTrackOrder,
  ORDER_NO,
  requestsTo,
  serveApi,
  serveExposedModules,
} from './fixtures';
import { renderAt, setUpTexts } from './render-page';

const DETAILS = '/account/bookings/details';
const screens = { [DETAILS]: BookingDetailsPage };
const AT = `${DETAILS}?orderNo=${ORDER_NO}`;
const UUID = fastTrackOrder().uuid;
const HOST_3DS = 'http://127.0.0.1:8090/3ds/challenge/pay_123';

/** Unpaid, its card payment never finished: USD 24.00 due for half an hour more. */
const unpaidOrder = (overrides: Parameters<typeof fastTrackOrder>[0] = {}) =>
  fastTrackOrder({
    status: 'unpaid',
    payment: null,
    total: 2400,
    payBefore: new Date(Date.now() + 30 * 60_000).toISOString(),
    ...overrides,
  });

const PAY_OPENED = { orderNo: ORDER_NO, uuid: UUID, payment: paymentSession(2400, 'USD') };

/** The detail of `order`, the saved cards and the spine's answers (each overridable). */
const serve = (handlers: Record<string, () => unknown> = {}, order = unpaidOrder()) =>
  serveApi({
    '/order/cip-detail': () => ok(order),
    '/pay/card-list': () => ok(SAVED_CARDS),
    '/cip/verify-pwd': () => ok(verifiedPassword()),
    '/cip/pay-booking': () => ok(PAY_OPENED),
    ...handlers,
  }).seen;

const setUp = () => userEvent.setup({ delay: null });

/** Opens the payment panel: its heading takes the focus. */
const openPanel = async (user = setUp()) => {
  await user.click(await screen.findByRole('button', { name: 'Pay now' }));
  const panel = screen.getByRole('region', { name: 'Pay for this booking' });
  expect(within(panel).getByRole('heading', { name: 'Pay for this booking' })).toHaveFocus();
  return { user, panel };
};

// The post to the host and leaving the page are @portal/shared/payments' (tested there).
vi.mock('@portal/shared/payments', async (original) =>
  (await import('@portal/shared/testing/spine-checkout')).withPaymentHostDoubles(original),
);
const { mockedPay, mockedLeave } = paymentHostDoubles();

beforeAll(setUpTexts);

beforeEach(() => {
  useSessionStore.getState().setSession('token-1', { firstName: 'Ana', lastName: 'Silva' });
  serveExposedModules({ 'mfe-fast-track/booking-detail': FAKE_FAST_TRACK_DETAIL });
  // The host answers with its 3-D Secure page once the API has opened the session.
  mockedPay.mockImplementation(async (input) => {
    const opened = await input.openSession();
    if (!opened.ok) return { kind: 'apiError', errorCode: opened.errorCode, message: opened.message };
    return { kind: 'redirect', url: HOST_3DS };
  });
});

afterEach(() => {
  setExposedModuleLoader(null);
  forgetBookingDetailModules();
  useDialogStore.setState({ dialogs: [] });
});

describe('Pay now on an unpaid booking', { timeout: 20_000 }, () => {
  it('is offered with the amount, and pays with the saved card after the password, leaving for the host', async () => {
    const seen = serve();
    renderAt(AT, screens);
    expect(await screen.findByRole('region', { name: 'Pay for this booking' })).toHaveTextContent(
      'This booking is not paid yet: pay USD 24.00 now to confirm it.',
    );
    const { user, panel } = await openPanel();
    // The default saved card is chosen once the list is read; a saved card asks for the password.
    expect(await within(panel).findByRole('radio', { name: /ending 1667/ })).toBeChecked();
    const password = await within(panel).findByLabelText(/^Password/);

    await user.click(within(panel).getByRole('button', { name: 'Pay USD\u00a024.00' }));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(panel).toHaveTextContent('This field is required.');
    await waitFor(() => expect(password).toHaveFocus());
    expect(requestsTo(seen, '/cip/verify-pwd')).toEqual([]);

    await user.type(password, 'Secret123');
    await user.click(within(panel).getByRole('button', { name: 'Pay USD\u00a024.00' }));
    await waitFor(() => expect(mockedLeave).toHaveBeenCalledWith(HOST_3DS));
    expect(requestsTo(seen, '/cip/verify-pwd').map((request) => request.body)).toEqual([
      { uuid: UUID, password: 'Secret123' },
    ]);
    expect(requestsTo(seen, '/cip/pay-booking').map((request) => request.body)).toEqual([
      { orderNo: ORDER_NO, cardId: 9, proof: BOOKING_PROOF },
    ]);
    // The return goes through Fast Track's ./payment-return, as from its wizard.
    expect(mockedPay.mock.calls[0]?.[0]).toMatchObject({
      card: { kind: 'saved' },
      pending: {
        kind: 'booking',
        info: { uuid: UUID, orderNo: ORDER_NO, type: 3, isNormal: true, currentType: 0 },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Secure Checkout' })).toBeInTheDocument();
  });

  it('pays with a new card without the password: only the card goes to the host', async () => {
    const seen = serve({ '/pay/card-list': () => ok([]) });
    renderAt(AT, screens);
    const { user, panel } = await openPanel();
    await within(panel).findByRole('textbox', { name: 'Cardholder Name' });
    // The card section reports the choice (a new card: there is no saved one) from an effect.
    await act(async () => {});
    expect(within(panel).queryByLabelText(/^Password/)).toBeNull();

    await user.click(within(panel).getByRole('button', { name: 'Pay USD\u00a024.00' }));
    expect(within(panel).getByRole('textbox', { name: 'Cardholder Name' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(mockedPay).not.toHaveBeenCalled();

    await typeNewCard(user);
    await user.click(within(panel).getByRole('button', { name: 'Pay USD\u00a024.00' }));
    await waitFor(() => expect(mockedLeave).toHaveBeenCalledWith(HOST_3DS));
    expect(requestsTo(seen, '/cip/verify-pwd')).toEqual([]);
    expect(requestsTo(seen, '/cip/pay-booking').map((request) => request.body)).toEqual([
      { orderNo: ORDER_NO },
    ]);
    expect(mockedPay.mock.calls[0]?.[0].card).toMatchObject({
      kind: 'new',
      values: { cardHolder: 'Ana Silva', postalCode: 'SW1A 1AA' },
    });
  });

  it('says a wrong password on its field, and opens no payment', async () => {
    const seen = serve({
      '/cip/verify-pwd': () => fail(ErrorCode.PASSWORD_INCORRECT, 'Password is incorrect.'),
    });
    renderAt(AT, screens);
    const { user, panel } = await openPanel();
    await within(panel).findByRole('radio', { name: /ending 1667/ });
    const password = await within(panel).findByLabelText(/^Password/);
    await user.type(password, 'Wrong1234');
    await user.click(within(panel).getByRole('button', { name: 'Pay USD\u00a024.00' }));
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(panel).toHaveTextContent('Password is incorrect.');
    await waitFor(() => expect(password).toHaveFocus());
    expect(requestsTo(seen, '/cip/pay-booking')).toEqual([]);
    expect(mockedLeave).not.toHaveBeenCalled();
  });

  it('says a refused card as Payment Failed with the host’s words, and can be tried again', async () => {
    serve();
    mockedPay.mockResolvedValueOnce({
      kind: 'refused',
      reason: 'CARD_NOT_ACCEPTED',
      message: 'Only Diners Club cards can be used in this program.',
    });
    renderAt(AT, screens);
    const { user, panel } = await openPanel();
    await within(panel).findByRole('radio', { name: /ending 1667/ });
    await user.type(await within(panel).findByLabelText(/^Password/), 'Secret123');
    const pay = within(panel).getByRole('button', { name: 'Pay USD\u00a024.00' });
    await user.click(pay);
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('Payment Failed');
    expect(alert).toHaveTextContent('Only Diners Club cards can be used in this program.');
    expect(mockedLeave).not.toHaveBeenCalled();
    expect(pay).toBeEnabled();
    await user.click(pay);
    await waitFor(() => expect(mockedLeave).toHaveBeenCalledWith(HOST_3DS));
  });

  it('shows Booking Expired when the time to pay ran out meanwhile, and offers Pay now no more', async () => {
    let detailReads = 0;
    const seen = serveApi({
      '/order/cip-detail': () => {
        detailReads += 1;
        return ok(detailReads === 1 ? unpaidOrder() : unpaidOrder({ status: 'expired', payBefore: null }));
      },
      '/pay/card-list': () => ok(SAVED_CARDS),
      '/cip/verify-pwd': () => ok(verifiedPassword()),
      '/cip/pay-booking': () => fail(ErrorCode.BOOKING_EXPIRED, 'This booking has expired.'),
    }).seen;
    renderAt(AT, screens);
    const { user, panel } = await openPanel();
    await within(panel).findByRole('radio', { name: /ending 1667/ });
    await user.type(await within(panel).findByLabelText(/^Password/), 'Secret123');
    await user.click(within(panel).getByRole('button', { name: 'Pay USD\u00a024.00' }));
    expect(await screen.findByRole('dialog', { name: 'Booking Expired' })).toBeInTheDocument();
    expect(requestsTo(seen, '/order/cip-detail')).toHaveLength(2);
    expect(screen.getByRole('region', { name: `Booking ID ${ORDER_NO}` })).toHaveTextContent('EXPIRED');
    expect(screen.queryByRole('region', { name: 'Pay for this booking' })).toBeNull();
    expect(mockedLeave).not.toHaveBeenCalled();
  });

  it('closes with Not now, the focus back on Pay now', async () => {
    serve();
    renderAt(AT, screens);
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Not now' }));
    expect(screen.getByRole('button', { name: 'Pay now' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Pay USD\u00a024.00' })).toBeNull();
    // And opens again from the keyboard.
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Pay USD\u00a024.00' })).toBeInTheDocument();
  });
});

describe('Pay now is not offered', () => {
  it.each([
    ['for a paid booking', fastTrackOrder()],
    ['for a booking request (paid through its quotation)', unpaidOrder({ isNormal: false })],
    ['with nothing to pay', unpaidOrder({ total: 0 })],
    ['once the time to pay is over', unpaidOrder({ payBefore: '2020-01-01T00:00:00.000Z' })],
  ])('%s', async (_, order) => {
    serve({}, order);
    renderAt(AT, screens);
    await screen.findByRole('region', { name: `Booking ID ${ORDER_NO}` });
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Pay for this booking' })).toBeNull();
  });

  it('by a service whose module has no pay calls (a release from before them), the rest shown as ever', async () => {
    const {
      service: _s,
      verifyPwd: _v,
      payBooking: _p,
      ...olderSpine
    } = FAKE_FAST_TRACK_DETAIL.bookingDetail.spine;
    serveExposedModules({
      'mfe-fast-track/booking-detail': {
        bookingDetail: { ...FAKE_FAST_TRACK_DETAIL.bookingDetail, spine: olderSpine },
      },
    });
    serve();
    renderAt(AT, screens);
    expect(await screen.findByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: `Booking ID ${ORDER_NO}` })).toHaveTextContent(
      'Waiting for payment',
    );
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
  });
});
