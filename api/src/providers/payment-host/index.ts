import type { AppConfig } from '../../config';
import { type PaymentHost, PaymentHostUnavailableError } from './payment-host';
import { createSignedPaymentHost } from './signed-client';

export * from './payment-host';
export { createSignedPaymentHost, signRequest } from './signed-client';

/** Every call fails as unavailable: no payment host is configured (production without PAYMENT_HOST_ORIGIN). */
const unconfiguredHost = (): PaymentHost => {
  const fail = async (): Promise<never> => {
    throw new PaymentHostUnavailableError('no payment host is configured (PAYMENT_HOST_ORIGIN)');
  };
  return {
    createSession: fail,
    getPayment: fail,
    getToken: fail,
    deleteToken: fail,
    refund: fail,
    signsReturnUrls: true,
    verifyReturnMac: () => false,
  };
};

/** The payment host named by the configuration (the sandbox's protocol by default). */
export const createPaymentHost = (payment: AppConfig['payment']): PaymentHost =>
  payment.hostOrigin
    ? createSignedPaymentHost({
        origin: payment.hostOrigin,
        merchantId: payment.merchantId,
        merchantKey: payment.merchantKey,
        timeoutMs: payment.hostTimeoutMs,
      })
    : unconfiguredHost();
