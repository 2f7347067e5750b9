import { ErrorCode } from '@portal/shared/contracts';
import {
  type CreatePaymentRequest,
  createPaymentResponseSchema,
  type PaymentSession,
} from '@portal/shared/contracts/payments';
import { type ApiOutcome, callExternal } from '@portal/shared/http';
import { getLanguage, translateError } from '@portal/shared/i18n';
import type { PendingReturn } from '@portal/shared/stores';
import { hostCardOf, type NewCardValues } from './new-card-form';
import type { PayWithHostResult } from './pay-with-host-result';
import { payWithTokenizer } from './pay-with-tokenizer';
import { clearPending, savePending } from './pending-note';

/** The portal's own (translated) text for each refusal of the host, whose messages are in English. */
const REFUSAL_ERRORS = {
  CARD_NOT_ACCEPTED: ErrorCode.CARD_NOT_ACCEPTED,
  SESSION_INVALID: ErrorCode.PAYMENT_UNSUCCESSFUL,
} as const;

/** The host's own words (more precise: "this is a Visa card") for an English reader; ours otherwise. */
const refusalMessage = (reason: keyof typeof REFUSAL_ERRORS, hostMessage: string): string =>
  getLanguage() === 'en-US' ? hostMessage : translateError(REFUSAL_ERRORS[reason], hostMessage);

/** What is paid with: a card typed into `NewCardFields`, or a saved card. */
export type HostCard =
  | { kind: 'new'; values: NewCardValues }
  /**
   * A saved card: the session was opened with its id, so the host already holds its token and the
   * browser sends no card. `token` is echoed only when a caller has one.
   */
  | { kind: 'saved'; token?: string };

export interface PayWithHostInput {
  /**
   * Opens the host session through the portal's API: the account's `addCard`, or a booking's
   * create-session call. The API never sees the card.
   */
  openSession: () => Promise<ApiOutcome<PaymentSession>>;
  card: HostCard;
  /** The note the return on home (`/?paymentId=…`) finishes: a card being added, or a booking. */
  pending: PendingReturn;
}

const requestFor = (session: PaymentSession, card: HostCard): CreatePaymentRequest => {
  const { sessionId, amount, currency, returnUrl } = session;
  const request: CreatePaymentRequest = { sessionId, amount, currency, returnUrl };
  if (card.kind === 'new') request.card = hostCardOf(card.values);
  else if (card.token) request.token = card.token;
  return request;
};

/**
 * The sandbox's card page: the browser notes what the return on home must finish, then posts the
 * card (or nothing, for a saved card) straight to the host, which answers with where to go next. A
 * refusal or a failed post forgets the note again.
 */
async function postToSandboxPage(
  session: PaymentSession,
  createPaymentUrl: string,
  card: HostCard,
  pending: PendingReturn,
): Promise<PayWithHostResult> {
  const request = requestFor(session, card);
  savePending(pending);
  try {
    const answer = await callExternal(createPaymentUrl, request, {
      result: createPaymentResponseSchema,
    });
    if (answer.status !== 'REFUSED') return { kind: 'redirect', url: answer.redirectUrl };
    clearPending(pending);
    if (answer.reason === 'CARD_INVALID') return { kind: 'numberInvalid' };
    return { kind: 'refused', reason: answer.reason, message: refusalMessage(answer.reason, answer.message) };
  } catch {
    clearPending(pending);
    return { kind: 'connection' };
  }
}

/**
 * Pays (or checks a card) at the payment host: the API opens a session, then the card is typed on
 * the page the session names — Worldline's hosted tokenization iframe, in the shell's card dialog
 * (`payWithTokenizer`; the card typed into the portal's own fields is not used), or the sandbox's
 * create-payment page, to which the browser posts the card it was given.
 */
export async function payWithHost({
  openSession,
  card,
  pending,
}: PayWithHostInput): Promise<PayWithHostResult> {
  let session: ApiOutcome<PaymentSession>;
  try {
    session = await openSession();
  } catch {
    return { kind: 'connection' };
  }
  if (!session.ok) {
    // An expired session has already been sent to /page-timeout by the http client.
    if (session.errorCode === ErrorCode.SESSION_EXPIRED) return { kind: 'connection' };
    return { kind: 'apiError', errorCode: session.errorCode, message: session.message };
  }

  const { hostedTokenizationUrl, createPaymentUrl } = session.result;
  if (hostedTokenizationUrl) return payWithTokenizer(session.result, hostedTokenizationUrl, pending);
  if (createPaymentUrl) return postToSandboxPage(session.result, createPaymentUrl, card, pending);
  // The contract names one of the two pages; a session naming neither cannot be paid.
  const code = ErrorCode.PAYMENT_HOST_UNAVAILABLE;
  return { kind: 'apiError', errorCode: code, message: translateError(code, '') };
}
