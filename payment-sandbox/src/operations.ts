/**
 * What the host does with cards and payments, shared by the server API (Worldline's) and the
 * browser pages: tokenize a card, create a payment with a token (3-D Secure challenge or
 * frictionless), settle it after the challenge, refund it.
 */
import {
  BRAND_NAME,
  cardFingerprint,
  checkCardNumber,
  checkCvc,
  checkExpiry,
  DECLINE_CVC,
  formatExpiry,
  needsChallenge,
} from './cards';
import { newPaymentBase, newTokenId, nowIso, type SandboxContext } from './context';
import type {
  CardRecord,
  FailureReason,
  HostedTokenization,
  PaymentRecord,
  RefundRecord,
  TokenRecord,
} from './store';
import { emitPaymentEvent } from './webhooks';
import { DINERS_PRODUCT_ID } from './worldline';

export interface CardInput {
  holder: string;
  number: string;
  expiry: string;
  cvc: string;
}

export type CardRefusal = { reason: 'CARD_NOT_ACCEPTED' | 'CARD_INVALID'; message: string };

/** Checks a typed card; the number and CVC go no further than this function. */
export const checkCard = (
  context: SandboxContext,
  merchantId: string,
  input: CardInput,
): { ok: true; card: CardRecord; decline: boolean } | ({ ok: false } & CardRefusal) => {
  const numberCheck = checkCardNumber(input.number);
  if (!numberCheck.ok) return { ok: false, reason: numberCheck.reason, message: numberCheck.message };
  if (!checkExpiry(input.expiry))
    return { ok: false, reason: 'CARD_INVALID', message: 'The expiry date is not valid.' };
  if (!checkCvc(input.cvc)) return { ok: false, reason: 'CARD_INVALID', message: 'The CVC is not valid.' };
  const digits = numberCheck.digits;
  return {
    ok: true,
    decline: input.cvc.trim() === DECLINE_CVC,
    card: {
      brand: BRAND_NAME,
      paymentProductId: DINERS_PRODUCT_ID,
      bin: digits.slice(0, 6),
      lastFour: digits.slice(-4),
      expiry: formatExpiry(input.expiry),
      holder: input.holder.trim(),
      fingerprint: cardFingerprint(context.store.data.fingerprintSecret, merchantId, digits),
      challenge: needsChallenge(digits),
    },
  };
};

/**
 * The hosted tokenization page's submit: stores the card as a token of the merchant and notes it
 * (and whether its CVC makes the issuer decline the first payment) on the session.
 */
export const tokenizeForSession = (
  context: SandboxContext,
  session: HostedTokenization,
  card: CardRecord,
  decline: boolean,
): TokenRecord =>
  context.store.update((data) => {
    const record: TokenRecord = {
      token: newTokenId(),
      merchantId: session.merchantId,
      createdAt: nowIso(),
      ...card,
    };
    data.tokens[record.token] = record;
    const stored = data.hostedTokenizations[session.id];
    if (stored) {
      stored.token = record.token;
      stored.declineFirstPayment = decline;
    }
    return record;
  });

/**
 * The hosted tokenization page's submit for the saved card the session offers (the merchant's
 * `tokens`): the session pays with that token. Null when it offers none, or the token is gone.
 */
export const useSavedCard = (context: SandboxContext, session: HostedTokenization): TokenRecord | null => {
  const saved = session.presetToken ? context.store.data.tokens[session.presetToken] : undefined;
  if (!saved || saved.merchantId !== session.merchantId) return null;
  context.store.update((data) => {
    const stored = data.hostedTokenizations[session.id];
    if (stored) stored.token = saved.token;
  });
  return saved;
};

export interface NewPayment {
  merchantId: string;
  token: TokenRecord;
  amount: number;
  currency: string;
  returnUrl: string | null;
  merchantReference: string;
  merchantParameters: string | null;
  /** The hosted tokenization that produced the token, if the payment comes from it. */
  hostedTokenizationId: string | null;
  /** The issuer declines after authentication (the CVC typed with the card said so). */
  decline: boolean;
}

/** Completes or fails a payment after authentication and tells the merchant's webhook. */
export const settle = (context: SandboxContext, paymentId: string, authenticated: boolean): PaymentRecord => {
  const { payment, changed } = context.store.update((data) => {
    const stored = data.payments[paymentId];
    if (!stored) throw new Error('payment vanished');
    if (stored.statusCategory !== 'PENDING_PAYMENT') return { payment: stored, changed: false };
    let failure: FailureReason = null;
    if (!authenticated) failure = 'AUTHENTICATION_FAILED';
    else if (stored.declineAfterAuthentication) failure = 'DECLINED';
    stored.statusCategory = failure ? 'UNSUCCESSFUL' : 'COMPLETED';
    stored.failure = failure;
    stored.updatedAt = nowIso();
    return { payment: stored, changed: true };
  });
  if (changed) {
    emitPaymentEvent(
      context,
      payment,
      payment.statusCategory === 'COMPLETED' ? 'payment.captured' : 'payment.rejected',
    );
  }
  return payment;
};

/**
 * A challenge nobody answered within `challengeTtlMs` fails as not authenticated (webhook and
 * all), as an issuer's 3-D Secure times out. Applied whenever the payment is read.
 */
export const expireUnansweredChallenge = (context: SandboxContext, payment: PaymentRecord): PaymentRecord =>
  payment.statusCategory === 'PENDING_PAYMENT' &&
  Date.now() - Date.parse(payment.createdAt) >= context.challengeTtlMs
    ? settle(context, payment.id, false)
    : payment;

/** The issuer's challenge page for a payment waiting for 3-D Secure. */
export const challengeUrl = (context: SandboxContext, paymentId: string) =>
  `${context.publicUrl()}/3ds/challenge/${encodeURIComponent(paymentId)}`;

/**
 * Creates a payment with a token: a card that needs a challenge waits (PENDING_PAYMENT) for the
 * issuer's page, a frictionless one is decided at once.
 */
export const createPayment = (context: SandboxContext, input: NewPayment): PaymentRecord => {
  const created = context.store.update((data) => {
    const now = nowIso();
    const { token: _token, merchantId: _merchant, createdAt: _created, ...card } = input.token;
    const record: PaymentRecord = {
      id: `${newPaymentBase((base) => `${base}_0` in data.payments)}_0`,
      merchantId: input.merchantId,
      hostedTokenizationId: input.hostedTokenizationId,
      merchantReference: input.merchantReference,
      merchantParameters: input.merchantParameters,
      amount: input.amount,
      currency: input.currency,
      returnUrl: input.returnUrl,
      statusCategory: 'PENDING_PAYMENT',
      failure: null,
      declineAfterAuthentication: input.decline,
      card,
      token: input.token.token,
      refundedAmount: 0,
      refundCount: 0,
      createdAt: now,
      updatedAt: now,
    };
    data.payments[record.id] = record;
    if (input.hostedTokenizationId) {
      const session = data.hostedTokenizations[input.hostedTokenizationId];
      if (session) {
        session.paymentId = record.id;
        session.declineFirstPayment = false;
      }
    }
    return record;
  });
  return created.card.challenge ? created : settle(context, created.id, true);
};

export type RefundOutcome =
  | { ok: true; refund: RefundRecord; payment: PaymentRecord }
  | { ok: false; status: number; id: string; message: string };

export const refundPayment = (
  context: SandboxContext,
  payment: PaymentRecord,
  amount: number,
  currency: string,
): RefundOutcome => {
  if (payment.statusCategory !== 'COMPLETED') {
    return {
      ok: false,
      status: 400,
      id: 'PAYMENT_NOT_REFUNDABLE',
      message: 'Only a captured payment can be refunded.',
    };
  }
  if (currency !== payment.currency) {
    return {
      ok: false,
      status: 400,
      id: 'CURRENCY_MISMATCH',
      message: 'The refund currency differs from the payment.',
    };
  }
  if (payment.refundedAmount + amount > payment.amount) {
    return {
      ok: false,
      status: 400,
      id: 'REFUND_AMOUNT_TOO_HIGH',
      message: 'The refund is larger than what is left of the payment.',
    };
  }
  const outcome = context.store.update((data) => {
    const stored = data.payments[payment.id];
    if (!stored) throw new Error('payment vanished');
    stored.refundedAmount += amount;
    stored.refundCount += 1;
    if (stored.refundedAmount === stored.amount) stored.statusCategory = 'REFUNDED';
    stored.updatedAt = nowIso();
    const refund: RefundRecord = {
      id: stored.id.replace(/_\d+$/, `_${stored.refundCount}`),
      merchantId: stored.merchantId,
      paymentId: stored.id,
      amount,
      currency,
      createdAt: stored.updatedAt,
    };
    data.refunds[refund.id] = refund;
    return { refund, payment: stored };
  });
  emitPaymentEvent(context, outcome.payment, 'payment.refunded');
  return { ok: true, ...outcome };
};
