import { ErrorCode } from '@portal/shared/contracts';
import { finishAddCard } from '@portal/shared/contracts/card-return';
import { callApi } from '@portal/shared/http';
import type { PendingBookingPayment, PendingCard, PendingReturn } from '@portal/shared/stores';
import { loadPaymentReturn, type PaymentReturnDeps, remotePaymentReturnDeps } from './load-payment-return';

export interface ReturnParams {
  paymentId: string;
  mac: string | null;
}

/** Titles and messages are i18n keys (with their namespace) plus the API's text as a fallback. */
export interface ReturnMessage {
  titleKey: string;
  messageKey: string;
  /** Shown when `messageKey` has no translation (an uncatalogued API error). */
  fallback?: string;
}

/** What the return page does once the finish check has answered. */
export type ReturnResult =
  | { kind: 'cardAdded' }
  /** Already dealt with by the http client (an expired session went to /page-timeout). */
  | { kind: 'handled' }
  | { kind: 'cardFailed'; message: ReturnMessage }
  | { kind: 'booking'; to: string }
  | { kind: 'notVerified'; message: ReturnMessage };

const errorKey = (code: number) => `common:errors.${code}`;

const CARD_FAILED_TITLE = 'shell:paymentReturn.cardFailedTitle';
const CARD_CANNOT_BE_ADDED_TITLE = 'shell:paymentReturn.cardCannotBeAddedTitle';

const finishCard = async ({ paymentId, mac }: ReturnParams, pending: PendingCard): Promise<ReturnResult> => {
  const outcome = await callApi(finishAddCard, {
    paymentId,
    ...(pending.cardHolder ? { cardHolder: pending.cardHolder } : {}),
    ...(mac ? { mac } : {}),
  });
  if (outcome.ok) {
    if (outcome.result.addCardSuccess) return { kind: 'cardAdded' };
    return {
      kind: 'cardFailed',
      message: { titleKey: CARD_FAILED_TITLE, messageKey: errorKey(ErrorCode.PAYMENT_AUTH_FAILED) },
    };
  }
  if (outcome.errorCode === ErrorCode.SESSION_EXPIRED) return { kind: 'handled' };
  const titleKey =
    outcome.errorCode === ErrorCode.CARD_ALREADY_ADDED || outcome.errorCode === ErrorCode.CARD_NOT_ACCEPTED
      ? CARD_CANNOT_BE_ADDED_TITLE
      : CARD_FAILED_TITLE;
  return {
    kind: 'cardFailed',
    message: { titleKey, messageKey: errorKey(outcome.errorCode), fallback: outcome.message },
  };
};

const notVerified = (messageKey: string): ReturnResult => ({
  kind: 'notVerified',
  message: { titleKey: 'shell:paymentReturn.notVerifiedTitle', messageKey },
});

/** Only a path of this origin: a result page, never another site. */
const isLocalPath = (to: unknown): to is string =>
  typeof to === 'string' && to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\');

/**
 * Hands the return to the booking service's own `./payment-return` module, which calls its
 * `finish-booking` and names its result page (decision 0006). A service that is switched off, a
 * remote that does not load or has no such module, or a module that cannot judge the return:
 * the payment could not be verified, said in a dialog over home.
 */
const finishBooking = async (
  params: ReturnParams,
  pending: PendingBookingPayment,
  deps: PaymentReturnDeps,
): Promise<ReturnResult> => {
  const loaded = await loadPaymentReturn(pending.type, deps);
  if (loaded.kind === 'unavailable') return notVerified('shell:paymentReturn.serviceUnavailable');
  if (loaded.kind === 'failed') return notVerified(errorKey(ErrorCode.PAYMENT_NOT_VERIFIABLE));
  try {
    const { to } = await loaded.module.finishPayment({ ...params, pending });
    if (isLocalPath(to)) return { kind: 'booking', to };
  } catch {
    // The module could not judge the return; the dialog below says so.
  }
  return notVerified(errorKey(ErrorCode.PAYMENT_NOT_VERIFIABLE));
};

/**
 * Finishes what the pending info names: a card in the shell, a booking in its service's remote.
 * Resolves with what to show; rejects only when a card's check could not reach the API (the http
 * client has already said so).
 */
export const finishPaymentReturn = (
  params: ReturnParams,
  pending: PendingReturn,
  deps: PaymentReturnDeps = remotePaymentReturnDeps,
): Promise<ReturnResult> =>
  pending.kind === 'card' ? finishCard(params, pending.info) : finishBooking(params, pending.info, deps);
