import { fakeApi, ok, renderAt } from '@portal/shared/testing';
import { paymentHostDoubles } from '@portal/shared/testing/spine-checkout';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ORDER_NO,
  PAYMENT_SESSION,
  PROOF,
  QUOTED_ORDER,
  SAVED_CARDS,
  UUID,
} from '../../../test-support/fixtures';
import { setUpTexts } from '../../../test-support/setup-i18n';
import { ReviewPage } from '../review-page';

const START = `/transport-services/step-4?currentType=quote&orderNo=${ORDER_NO}`;
const screens = { '/transport-services/step-4': ReviewPage };

const serve = (expired = false, cards = SAVED_CARDS) =>
  fakeApi({
    '/transport/is-order-expired': () =>
      ok({ orderNo: ORDER_NO, expired, status: expired ? 'expired' : 'unpaid' }),
    '/order/limo-detail': () => ok(QUOTED_ORDER),
    '/pay/card-list': () => ok(cards),
    '/transport/verify-pwd': () => ok({ proof: PROOF, expiresInSeconds: 300 }),
    '/transport/pay-manual-booking/token': () =>
      ok({ orderNo: ORDER_NO, uuid: UUID, payment: PAYMENT_SESSION }),
    '/transport/pay-manual-booking': () => ok({ orderNo: ORDER_NO, uuid: UUID, payment: PAYMENT_SESSION }),
  });
const setUp = () => userEvent.setup({ delay: null });

vi.mock('@portal/shared/payments', async (original) =>
  (await import('@portal/shared/testing/spine-checkout')).withPaymentHostDoubles(original),
);
const { mockedPay, mockedLeave } = paymentHostDoubles();

beforeAll(setUpTexts);

describe('paying a quoted booking request', { timeout: 20_000 }, () => {
  it('checks the deadline first: an expired quotation says Booking Expired and leads to the booking', async () => {
    const seen = serve(true);
    const { location } = renderAt(START, screens);
    const dialog = await screen.findByRole('dialog', { name: 'Booking Expired' });
    expect(seen.map((request) => request.path)).toEqual(['/transport/is-order-expired']);
    await setUp().click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(location()).toBe(`/account/bookings/details?orderNo=${ORDER_NO}`);
  });

  it('says until when the quotation can be paid, in the airport’s time with the zone, and the time left', async () => {
    vi.useFakeTimers({ now: new Date('2030-07-15T17:20:00.000Z'), toFake: ['Date'] });
    try {
      serve();
      renderAt(START, screens);
      expect(await screen.findByRole('heading', { name: 'Booking TS-7K3D9Q' })).toBeInTheDocument();
      expect(
        screen.getByText(
          'Pay before Mon, Jul 15, 2030, 9:30 PM BST (3 h 10 min left), or the quotation expires.',
        ),
      ).toBeInTheDocument();
      // This page is where Accept and pay leads: not offered again here.
      expect(screen.queryByRole('link', { name: 'Accept and pay' })).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('pays with a saved card after the password, on the order’s uuid, noting a manual booking', async () => {
    const seen = serve();
    mockedPay.mockImplementation(async (input) => {
      const opened = await input.openSession();
      return opened.ok ? { kind: 'redirect', url: 'http://127.0.0.1:8090/3ds' } : { kind: 'connection' };
    });
    renderAt(START, screens);
    expect(await screen.findByRole('heading', { name: 'Booking TS-7K3D9Q' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: '1 car × £320.00 £320.00' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'To pay £320.00' })).toBeInTheDocument();
    await screen.findByRole('radio', { name: /1667/ });
    // The password is asked for a saved card (the default one is chosen once the list is read).
    await screen.findByLabelText(/^Password/);
    const user = setUp();
    await user.click(screen.getByRole('button', { name: 'Pay £320.00' }));
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText(/^Password/), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Pay £320.00' }));
    await waitFor(() => expect(mockedLeave).toHaveBeenCalledWith('http://127.0.0.1:8090/3ds'));
    expect(seen.slice(-2).map((request) => [request.path, request.body])).toEqual([
      ['/transport/verify-pwd', { uuid: UUID, password: 'Secret123' }],
      ['/transport/pay-manual-booking/token', { orderNo: ORDER_NO, cardId: 9, proof: PROOF }],
    ]);
    expect(mockedPay.mock.calls[0]?.[0].pending).toEqual({
      kind: 'booking',
      info: { uuid: UUID, orderNo: ORDER_NO, type: 1, isNormal: false, currentType: 1 },
    });
  });

  it('pays with a new card through /transport/pay-manual-booking', async () => {
    const seen = serve(false, []);
    mockedPay.mockImplementation(async (input) => {
      await input.openSession();
      return { kind: 'redirect', url: 'http://127.0.0.1:8090/3ds' };
    });
    renderAt(START, screens);
    await screen.findByRole('heading', { name: 'Booking TS-7K3D9Q' });
    const user = setUp();
    await user.type(await screen.findByLabelText(/^Cardholder/), 'Ana Silva');
    await user.type(screen.getByLabelText(/^Card Number/), '36000000000008');
    await user.type(
      screen.getByLabelText(/^Expiry Date/),
      `12${String((new Date().getFullYear() + 2) % 100)}`,
    );
    await user.type(screen.getByLabelText(/^CVC/), '123');
    await user.type(screen.getByLabelText(/^Postal Code/), 'SW1A 1AA');
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay £320.00' }));
    await waitFor(() => expect(mockedPay).toHaveBeenCalled());
    expect(seen.map((request) => request.path)).toContain('/transport/pay-manual-booking');
    expect(seen.map((request) => request.path)).not.toContain('/transport/verify-pwd');
  });
});
