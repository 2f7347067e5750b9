import { ErrorCode } from '@portal/shared/contracts';
import { airportAssistantSpine } from '@portal/shared/contracts/airport-assistant';
import type { PendingBookingPayment } from '@portal/shared/stores';
import { fail, fakeApi, ok } from '@portal/shared/testing';
import { describe, expect, it } from 'vitest';
import { spinePaymentReturn } from '../spine-payment-return';

// Any service's return: Airport Assistant's spine and result page here.
const finishPayment = spinePaymentReturn(airportAssistantSpine.finishBooking, '/airport-assistant/succ');

const pending = (currentType: number): PendingBookingPayment => ({
  uuid: '0b7c3f5e-8d1a-4c2b-9e6f-1a2b3c4d5e6f',
  orderNo: 'AA-7K3D9Q',
  type: 2,
  isNormal: true,
  currentType,
});

describe('spinePaymentReturn', () => {
  it('finishes the booking with the API and names the result page with isWhat 0 when it is paid', async () => {
    const seen = fakeApi({
      '/airport-assistant/finish-booking': () => ok({ payFinish: true, orderNo: 'AA-7K3D9Q' }),
    });
    await expect(finishPayment({ paymentId: 'pay-1', mac: 'm-1', pending: pending(0) })).resolves.toEqual({
      to: '/airport-assistant/succ?currentType=0&isWhat=0&orderNo=AA-7K3D9Q',
    });
    expect(seen.map((request) => [request.method, request.path, request.body])).toEqual([
      [
        'POST',
        '/airport-assistant/finish-booking',
        {
          uuid: '0b7c3f5e-8d1a-4c2b-9e6f-1a2b3c4d5e6f',
          orderNo: 'AA-7K3D9Q',
          paymentId: 'pay-1',
          mac: 'm-1',
        },
      ],
    ]);
  });

  it('names the spec’s failure isWhat (2 for a new booking, else 1) when the payment was denied', async () => {
    const seen = fakeApi({
      '/airport-assistant/finish-booking': () => ok({ payFinish: false, orderNo: 'AA-7K3D9Q' }),
    });
    await expect(finishPayment({ paymentId: 'pay-1', mac: 'm', pending: pending(0) })).resolves.toEqual({
      to: '/airport-assistant/succ?currentType=0&isWhat=2&orderNo=AA-7K3D9Q',
    });
    await expect(finishPayment({ paymentId: 'pay-1', mac: null, pending: pending(1) })).resolves.toEqual({
      to: '/airport-assistant/succ?currentType=1&isWhat=1&orderNo=AA-7K3D9Q',
    });
    // Without a MAC on the return URL, none is sent.
    expect(seen[1]?.body).not.toHaveProperty('mac');
  });

  it('counts a payment the API cannot verify as not paid', async () => {
    fakeApi({
      '/airport-assistant/finish-booking': () =>
        fail(ErrorCode.PAYMENT_NOT_VERIFIABLE, 'This payment could not be verified.'),
    });
    await expect(finishPayment({ paymentId: 'pay-1', mac: 'm', pending: pending(0) })).resolves.toEqual({
      to: '/airport-assistant/succ?currentType=0&isWhat=2&orderNo=AA-7K3D9Q',
    });
  });
});
