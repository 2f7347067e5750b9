import type { PendingBookingPayment } from '@portal/shared/stores';
import { fakeApi, ok } from '@portal/shared/testing';
import { describe, expect, it } from 'vitest';
import { finishPayment } from '../payment-return';

// The return itself is the booking spine's (`spinePaymentReturn`, tested in @portal/shared/bookings/spine-payment-return).
describe("Fast Track's payment return", () => {
  it("finishes the booking with Fast Track's call and names Order Complete", async () => {
    const seen = fakeApi({ '/cip/finish-booking': () => ok({ payFinish: true, orderNo: 'FT-7K3D9Q' }) });
    const pending: PendingBookingPayment = {
      uuid: '0b7c3f5e-8d1a-4c2b-9e6f-1a2b3c4d5e6f',
      orderNo: 'FT-7K3D9Q',
      type: 3,
      isNormal: true,
      currentType: 0,
    };
    await expect(finishPayment({ paymentId: 'pay-1', mac: null, pending })).resolves.toEqual({
      to: '/fast-track/complete?currentType=0&isWhat=0&orderNo=FT-7K3D9Q',
    });
    expect(seen.map((request) => request.path)).toEqual(['/cip/finish-booking']);
  });
});
