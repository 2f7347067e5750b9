import type { Domain } from 'onlinepayments-sdk-nodejs';
import { describe, expect, it } from 'vitest';
import { hostStatusCategory, toHostPayment } from '../../src/providers/payment-host';

/** What the portal makes of Worldline's payment documents, including states the sandbox never reaches. */
describe('Worldline payment documents as the portal reads them', () => {
  const captured: Domain.PaymentResponse = {
    id: '3066019730_0',
    status: 'CAPTURED',
    statusOutput: { statusCategory: 'COMPLETED', statusCode: 9 },
    paymentOutput: {
      amountOfMoney: { amount: 4_550, currencyCode: 'EUR' },
      references: { merchantReference: 'a1b2c3d4e5f60718293a4b5c6d7e8f90' },
      cardPaymentMethodSpecificOutput: {
        paymentProductId: 132,
        card: { cardNumber: '************0004', expiryDate: '1230' },
        token: '0ca037cc-9079-4df7-8f6f-f2a3443ee521',
        paymentAccountReference: 'P1234567890ABCDEFGHIJKLMNOPQR',
      },
    },
  };

  it('maps status categories: refunded was completed, reversed failed, anything else is pending', () => {
    expect(hostStatusCategory('COMPLETED')).toBe('COMPLETED');
    expect(hostStatusCategory('REFUNDED')).toBe('COMPLETED');
    expect(hostStatusCategory('UNSUCCESSFUL')).toBe('UNSUCCESSFUL');
    expect(hostStatusCategory('REVERSED')).toBe('UNSUCCESSFUL');
    for (const pending of [
      'CREATED',
      'PENDING_PAYMENT',
      'PENDING_MERCHANT',
      'PENDING_CONNECT_OR_3RD_PARTY',
      null,
    ]) {
      expect(hostStatusCategory(pending)).toBe('PENDING');
    }
  });

  it('reads a captured payment: session from the reference, brand from the product, MM/YY expiry', () => {
    expect(toHostPayment(captured)).toEqual({
      id: '3066019730_0',
      sessionId: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
      merchantReference: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
      purpose: 'payment',
      amount: 4_550,
      currency: 'EUR',
      statusCategory: 'COMPLETED',
      statusReason: null,
      card: {
        token: '0ca037cc-9079-4df7-8f6f-f2a3443ee521',
        brand: 'Diners Club',
        lastFour: '0004',
        expiry: '12/30',
        holder: '',
        fingerprint: 'P1234567890ABCDEFGHIJKLMNOPQR',
      },
      refundedAmount: 0,
    });
  });

  it('names why a payment failed, and refuses a document it cannot trust', () => {
    const rejected = toHostPayment({
      ...captured,
      status: 'REJECTED',
      statusOutput: { statusCategory: 'UNSUCCESSFUL', errors: [{ errorCode: '30511001' }] },
    });
    expect(rejected).toMatchObject({ statusCategory: 'UNSUCCESSFUL', statusReason: '30511001' });
    expect(
      toHostPayment({ ...captured, paymentOutput: { ...captured.paymentOutput, amountOfMoney: null } }),
    ).toBeNull();
    const noCard = { ...captured.paymentOutput, cardPaymentMethodSpecificOutput: { token: 'x' } };
    expect(toHostPayment({ ...captured, paymentOutput: noCard })).toBeNull();
    expect(toHostPayment({ ...captured, id: null })).toBeNull();
  });
});
