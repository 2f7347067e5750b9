import type { PendingBookingPayment } from '@portal/shared/stores';
import { fakeApi, ok } from '@portal/shared/testing';
import { describe, expect, it } from 'vitest';
import { finishPayment } from '../payment-return';

// The return itself is the booking spine's (`spinePaymentReturn`, tested in @portal/shared/bookings/spine-payment-return).
describe("Airport Assistant's payment return", () => {
  it("finishes the booking with Airport Assistant's call and names its result page", async () => {
    const seen = fakeApi({
      '/airport-assistant/finish-booking': () => ok({ payFinish: false, orderNo: 'AA-7K3D9Q' }),
    });
    const pending: PendingBookingPayment = {
      uuid: '0b7c3f5e-8d1a-4c2b-9e6f-1a2b3c4d5e6f',
      orderNo: 'AA-7K3D9Q',
      type: 2,
      isNormal: true,
      currentType: 1,
    };
    await expect(finishPayment({ paymentId: 'pay-1', mac: null, pending })).resolves.toEqual({
      to: '/airport-assistant/succ?currentType=1&isWhat=1&orderNo=AA-7K3D9Q',
    });
    expect(seen.map((request) => request.path)).toEqual(['/airport-assistant/finish-booking']);
  });
});
