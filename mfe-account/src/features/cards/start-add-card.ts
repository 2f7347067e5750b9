import { ErrorCode } from '@portal/shared/contracts';
import {
  addCard,
  type CreatePaymentRequest,
  createPaymentResponseSchema,
} from '@portal/shared/contracts/payments';
import { callApi, callExternal } from '@portal/shared/http';
import { clearPendingCard, savePendingCard } from '@portal/shared/stores';
import { normaliseCardNumber } from '@portal/shared/validation';
import type { AddCardValues } from './add-card-form';

/** What the form shows after Submit (unless the browser is already on its way to the host). */
export type StartAddCardResult =
  /** Off to the host's 3-D Secure page (or straight back home for a frictionless card). */
  | { kind: 'redirect'; url: string }
  /**
   * The host refused: another scheme's card (CARD_NOT_ACCEPTED: 'Card Cannot Be Added') or a
   * session it will not take (SESSION_INVALID), with the host's own message.
   */
  | { kind: 'refused'; reason: 'CARD_NOT_ACCEPTED' | 'SESSION_INVALID'; message: string }
  /** The host found the number wrong: the card number field's message. */
  | { kind: 'numberInvalid' }
  /** The API refused to start (state '0'). */
  | { kind: 'apiError'; errorCode: number; message: string }
  /** A connection failure or an expired session: the http client has already dealt with it. */
  | { kind: 'connection' };

/**
 * Adds a card: the API opens a zero-amount host session for the holder (the API never sees the
 * card), the browser notes the pending card for the return on home, then posts the card to the
 * host, which answers with where to go next.
 */
export async function startAddCard(values: AddCardValues): Promise<StartAddCardResult> {
  const cardHolder = values.cardHolder.trim();
  let session: Awaited<ReturnType<typeof callApi<typeof addCard>>>;
  try {
    session = await callApi(addCard, { cardHolder });
  } catch {
    return { kind: 'connection' };
  }
  if (!session.ok) {
    // An expired session has already been sent to /page-timeout by the http client.
    if (session.errorCode === ErrorCode.SESSION_EXPIRED) return { kind: 'connection' };
    return { kind: 'apiError', errorCode: session.errorCode, message: session.message };
  }

  const { sessionId, createPaymentUrl, amount, currency, returnUrl } = session.result;
  const request: CreatePaymentRequest = {
    sessionId,
    amount,
    currency,
    returnUrl,
    card: {
      holder: cardHolder,
      number: normaliseCardNumber(values.number),
      expiry: values.expiry.trim(),
      cvc: values.cvc.trim(),
      postalCode: values.postalCode.trim(),
    },
  };
  savePendingCard({ cardHolder, type: 'account' });
  try {
    const answer = await callExternal(createPaymentUrl, request, { result: createPaymentResponseSchema });
    if (answer.status !== 'REFUSED') return { kind: 'redirect', url: answer.redirectUrl };
    clearPendingCard();
    if (answer.reason === 'CARD_INVALID') return { kind: 'numberInvalid' };
    return { kind: 'refused', reason: answer.reason, message: answer.message };
  } catch {
    clearPendingCard();
    return { kind: 'connection' };
  }
}
