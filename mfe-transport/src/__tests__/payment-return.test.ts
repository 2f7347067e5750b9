import type { PendingBookingPayment } from '@portal/shared/stores';
import { fakeApi, ok } from '@portal/shared/testing';
import { describe, expect, it } from 'vitest';
import { finishPayment } from '../payment-return';
import { ORDER_NO, UUID } from '../test-support/fixtures';

const pending = (overrides: Partial<PendingBookingPayment> = {}): PendingBookingPayment => ({
  uuid: UUID,
  orderNo: ORDER_NO,
  type: 1,
  isNormal: true,
  currentType: 0,
  ...overrides,
});

describe("Transport's payment return", () => {
  it('finishes a booking placed in the wizard with /transport/finish-booking', async () => {
    const seen = fakeApi({
      '/transport/finish-booking': () => ok({ payFinish: true, orderNo: ORDER_NO }),
    });
    await expect(finishPayment({ paymentId: 'pay-1', mac: null, pending: pending() })).resolves.toEqual({
      to: `/transport-services/succ?currentType=0&isWhat=0&orderNo=${ORDER_NO}`,
    });
    expect(seen.map((request) => [request.path, request.body])).toEqual([
      ['/transport/finish-booking', { uuid: UUID, orderNo: ORDER_NO, paymentId: 'pay-1' }],
    ]);
  });

  it('finishes a quoted request (isNormal false) with /transport/finish-manual-booking, naming the order', async () => {
    const seen = fakeApi({
      '/transport/finish-manual-booking': () => ok({ payFinish: true, orderNo: ORDER_NO }),
    });
    await expect(
      finishPayment({
        paymentId: 'pay-2',
        mac: 'mac-1',
        pending: pending({ isNormal: false, currentType: 1 }),
      }),
    ).resolves.toEqual({ to: `/transport-services/succ?currentType=1&isWhat=0&orderNo=${ORDER_NO}` });
    expect(seen.map((request) => [request.path, request.body])).toEqual([
      [
        '/transport/finish-manual-booking',
        { uuid: UUID, orderNo: ORDER_NO, paymentId: 'pay-2', mac: 'mac-1' },
      ],
    ]);
  });

  it('says a quoted request not paid with isWhat 1', async () => {
    fakeApi({ '/transport/finish-manual-booking': () => ok({ payFinish: false, orderNo: ORDER_NO }) });
    await expect(
      finishPayment({ paymentId: 'pay-3', mac: null, pending: pending({ isNormal: false, currentType: 1 }) }),
    ).resolves.toEqual({ to: `/transport-services/succ?currentType=1&isWhat=1&orderNo=${ORDER_NO}` });
  });
});
