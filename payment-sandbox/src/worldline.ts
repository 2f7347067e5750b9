/**
 * The JSON documents of Worldline Direct's server API (v2) as this sandbox answers them: the
 * shapes `onlinepayments-sdk-nodejs` types as `PaymentResponse`, `TokenResponse`, `RefundResponse`
 * and `ErrorResponse`. Only the fields the sandbox can fill truthfully are present.
 */
import { randomUUID } from 'node:crypto';
import type { CardRecord, FailureReason, PaymentRecord, RefundRecord, TokenRecord } from './store';

/** Worldline's payment product id for Diners Club. */
export const DINERS_PRODUCT_ID = 132;

/** `status` and `statusOutput.statusCode` of each state a payment of this host can be in. */
const STATUS: Record<PaymentRecord['statusCategory'], { status: string; statusCode: number }> = {
  PENDING_PAYMENT: { status: 'REDIRECTED', statusCode: 46 },
  COMPLETED: { status: 'CAPTURED', statusCode: 9 },
  UNSUCCESSFUL: { status: 'REJECTED', statusCode: 2 },
  REFUNDED: { status: 'REFUNDED', statusCode: 8 },
};

export interface ApiError {
  errorCode: string;
  /** Worldline's deprecated alias of errorCode, still read by older clients. */
  code: string;
  id: string;
  category: string;
  message: string;
  httpStatusCode: number;
  propertyName?: string;
  retriable?: boolean;
}

export const apiError = (
  httpStatusCode: number,
  id: string,
  message: string,
  options: { errorCode?: string; propertyName?: string; category?: string } = {},
): ApiError => {
  const errorCode = options.errorCode ?? String(httpStatusCode * 100000 + 1);
  return {
    errorCode,
    code: errorCode,
    id,
    category: options.category ?? (httpStatusCode >= 500 ? 'IO_ERROR' : 'PAYMENT_PLATFORM_ERROR'),
    message,
    httpStatusCode,
    ...(options.propertyName ? { propertyName: options.propertyName } : {}),
    retriable: httpStatusCode >= 500 || httpStatusCode === 409,
  };
};

/** `{ errorId, errors: [...] }`, Worldline's error document. */
export const errorDocument = (...errors: ApiError[]) => ({ errorId: randomUUID(), errors });

/** Why a payment was rejected, as `statusOutput.errors` says it. */
const FAILURE_ERRORS: Record<Exclude<FailureReason, null>, () => ApiError> = {
  AUTHENTICATION_FAILED: () =>
    apiError(402, 'AUTHENTICATION_FAILED', 'The cardholder did not pass 3-D Secure authentication.', {
      errorCode: '40001134',
    }),
  DECLINED: () =>
    apiError(402, 'DECLINED', 'The issuer declined the transaction.', { errorCode: '30051001' }),
};

export const failureErrors = (failure: FailureReason): ApiError[] =>
  failure ? [FAILURE_ERRORS[failure]()] : [];

/** `************0004`: what Worldline shows of a card number. */
const maskedNumber = (card: Pick<CardRecord, 'lastFour'>) => `************${card.lastFour}`;

/** MM/YY → Worldline's MMYY. */
const expiryMmyy = (expiry: string) => expiry.replace('/', '');

export const paymentResponse = (payment: PaymentRecord) => {
  const { status, statusCode } = STATUS[payment.statusCategory];
  const completed = payment.statusCategory === 'COMPLETED';
  return {
    id: payment.id,
    status,
    statusOutput: {
      statusCategory: payment.statusCategory,
      statusCode,
      statusCodeChangeDateTime: payment.updatedAt.replace(/[-:T]|\.\d+Z$/g, ''),
      isAuthorized: completed,
      isCancellable: false,
      isRefundable: completed && payment.refundedAmount < payment.amount,
      ...(payment.failure ? { errors: failureErrors(payment.failure) } : {}),
    },
    paymentOutput: {
      amountOfMoney: { amount: payment.amount, currencyCode: payment.currency },
      acquiredAmount: { amount: completed ? payment.amount : 0, currencyCode: payment.currency },
      references: {
        merchantReference: payment.merchantReference,
        ...(payment.merchantParameters !== null ? { merchantParameters: payment.merchantParameters } : {}),
      },
      paymentMethod: 'card',
      cardPaymentMethodSpecificOutput: {
        paymentProductId: payment.card.paymentProductId,
        card: {
          cardNumber: maskedNumber(payment.card),
          expiryDate: expiryMmyy(payment.card.expiry),
          bin: payment.card.bin,
          cardScheme: payment.card.brand,
        },
        token: payment.token,
        paymentAccountReference: payment.card.fingerprint,
        threeDSecureResults: {
          flow: payment.card.challenge ? 'challenge' : 'frictionless',
          ...(payment.statusCategory === 'PENDING_PAYMENT'
            ? {}
            : { authenticationStatus: payment.failure === 'AUTHENTICATION_FAILED' ? 'N' : 'Y' }),
        },
      },
    },
  };
};

export const tokenResponse = (token: TokenRecord) => ({
  id: token.token,
  paymentProductId: token.paymentProductId,
  isTemporary: false,
  card: {
    alias: maskedNumber(token),
    data: {
      cardWithoutCvv: {
        cardNumber: maskedNumber(token),
        cardholderName: token.holder,
        expiryDate: expiryMmyy(token.expiry),
      },
    },
  },
});

export const refundResponse = (refund: RefundRecord, payment: PaymentRecord) => ({
  id: refund.id,
  status: 'REFUNDED',
  statusOutput: { statusCategory: 'REFUNDED', statusCode: 8, isCancellable: false },
  refundOutput: {
    amountOfMoney: { amount: refund.amount, currencyCode: refund.currency },
    references: { merchantReference: payment.merchantReference },
    paymentMethod: 'card',
  },
});
