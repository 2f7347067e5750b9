import type { PendingBookingPayment } from '@portal/shared/stores';
import { describe, expect, it } from 'vitest';
import { finishPayment } from '../payment-return';

const pending = (currentType: number): PendingBookingPayment => ({
  uuid: '0b7c3f5e-8d1a-4c2b-9e6f-1a2b3c4d5e6f',
  orderNo: 'FT-7K3D9Q',
  type: 3,
  isNormal: true,
  currentType,
});

describe("Fast Track's payment return", () => {
  // Until the booking's finish call lands, no Fast Track payment can be confirmed as paid.
  it('names the booking’s last step with the spec’s failure isWhat while it cannot finish', async () => {
    await expect(finishPayment({ paymentId: 'pay-1', mac: 'm', pending: pending(0) })).resolves.toEqual({
      to: '/fast-track/complete?currentType=0&isWhat=2',
    });
    await expect(finishPayment({ paymentId: 'pay-1', mac: null, pending: pending(1) })).resolves.toEqual({
      to: '/fast-track/complete?currentType=1&isWhat=1',
    });
  });
});
