import type { AppConfig } from '../../config';
import { type PaymentHost, PaymentHostUnavailableError } from './payment-host';
import { createWorldlineHost } from './worldline-host';

export * from './payment-events';
export * from './payment-host';
export * from './worldline-host';

/** Every call fails as unavailable: no payment host is configured (production without PAYMENT_HOST_ORIGIN). */
const unconfiguredHost = (): PaymentHost => {
  const fail = async (): Promise<never> => {
    throw new PaymentHostUnavailableError('no payment host is configured (PAYMENT_HOST_ORIGIN)');
  };
  return {
    createSession: fail,
    getPayment: fail,
    paymentOfSession: fail,
    payWithSession: fail,
    getToken: fail,
    deleteToken: fail,
    refund: fail,
    signsReturnUrls: true,
    verifyReturnMac: () => false,
  };
};

/**
 * The payment host named by the configuration, through Worldline's SDK: the local sandbox by
 * default, Worldline's endpoint with the merchant's API key in production.
 */
export const createPaymentHost = (payment: AppConfig['payment']): PaymentHost =>
  payment.hostOrigin
    ? createWorldlineHost({
        endpoint: payment.hostOrigin,
        merchantId: payment.merchantId,
        apiKeyId: payment.apiKeyId,
        apiSecret: payment.merchantKey,
        timeoutMs: payment.hostTimeoutMs,
      })
    : unconfiguredHost();
