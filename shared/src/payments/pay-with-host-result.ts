/** What the page shows after paying (unless the browser is already on its way to the host). */
export type PayWithHostResult =
  /** Off to the host's 3-D Secure page (or straight back home): call `leaveForPaymentHost(url)`. */
  | { kind: 'redirect'; url: string }
  /**
   * The host refused: another scheme's card (CARD_NOT_ACCEPTED) or a session it will not take
   * (SESSION_INVALID), with the host's own message.
   */
  | { kind: 'refused'; reason: 'CARD_NOT_ACCEPTED' | 'SESSION_INVALID'; message: string }
  /** The host found the number wrong: the card number field's message. */
  | { kind: 'numberInvalid' }
  /** The API refused to open the session (state '0'). */
  | { kind: 'apiError'; errorCode: number; message: string }
  /** A connection failure or an expired session: the http client has already dealt with it. */
  | { kind: 'connection' }
  /** The cardholder closed the host's card dialog (hosted tokenization): nothing to tell. */
  | { kind: 'cancelled' };
