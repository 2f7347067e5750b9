import { ErrorCode } from '@portal/shared/contracts';
import { finishAddCard } from '@portal/shared/contracts/payments';
import { callApi } from '@portal/shared/http';
import type { PendingCard, PendingReturn } from '@portal/shared/stores';
import {
  type BookingFinishChecks,
  bookingFinishChecks,
  bookingResultUrl,
  resultIsWhat,
} from './booking-finish-checks';

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
    cardHolder: pending.cardHolder,
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

const finishBooking = async (
  params: ReturnParams,
  pending: Extract<PendingReturn, { kind: 'booking' }>['info'],
  checks: BookingFinishChecks,
): Promise<ReturnResult> => {
  const check = checks[pending.type];
  if (!check) {
    return {
      kind: 'notVerified',
      message: {
        titleKey: 'shell:paymentReturn.notVerifiedTitle',
        messageKey: errorKey(ErrorCode.PAYMENT_NOT_VERIFIABLE),
      },
    };
  }
  let payFinish = false;
  try {
    payFinish = await check.finish({ ...params, pending });
  } catch {
    // The http client has already told the user about the connection; the booking page says the rest.
  }
  return {
    kind: 'booking',
    to: bookingResultUrl(check.resultPath, resultIsWhat(payFinish, pending.currentType), pending),
  };
};

/**
 * Calls the finish check the pending info asks for. Resolves with what to show; rejects only
 * when a card's check could not reach the API (the http client has already said so).
 */
export const finishPaymentReturn = (
  params: ReturnParams,
  pending: PendingReturn,
  checks: BookingFinishChecks = bookingFinishChecks,
): Promise<ReturnResult> =>
  pending.kind === 'card' ? finishCard(params, pending.info) : finishBooking(params, pending.info, checks);
