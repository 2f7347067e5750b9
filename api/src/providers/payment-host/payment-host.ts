/**
 * The payment host as the API sees it: hosted sessions for the browser's card entry, and the
 * server-to-server answers the API trusts (never the browser's word). `worldline-host.ts`
 * implements it on Worldline's SDK, against Worldline Direct or the local `payment-sandbox/`.
 */

export type HostPurpose = 'add-card' | 'payment';
export type HostStatusCategory = 'COMPLETED' | 'UNSUCCESSFUL' | 'PENDING';

export interface HostCard {
  /** Null until the payment completes. */
  token: string | null;
  brand: string;
  lastFour: string;
  /** MM/YY. */
  expiry: string;
  holder: string;
  /** The same for the same card number (at this merchant); never the number itself. */
  fingerprint: string;
}

export interface HostPayment {
  id: string;
  sessionId: string;
  merchantReference: string;
  purpose: HostPurpose;
  amount: number;
  currency: string;
  statusCategory: HostStatusCategory;
  /** Why an unsuccessful payment failed, e.g. AUTHENTICATION_FAILED (3-D Secure) or DECLINED. */
  statusReason: string | null;
  card: HostCard;
  refundedAmount: number;
}

export interface HostToken {
  token: string;
  brand: string;
  lastFour: string;
  expiry: string;
  holder: string;
  fingerprint: string;
}

export interface HostSessionRequest {
  /** Minor units; 0 for a card check. */
  amount: number;
  currency: string;
  returnUrl: string;
  merchantReference: string;
  purpose: HostPurpose;
  /** Pay with this saved card: the browser then posts neither card nor token. */
  token?: string;
}

/** A session the portal opened, as it recorded it (the merchant's createPayment for it is repeated). */
export interface SessionPaymentQuery {
  sessionId: string;
  amount: number;
  currency: string;
  returnUrl: string;
}

export interface HostSession {
  sessionId: string;
  /** The host's hosted tokenization page: the iframe Worldline's tokenizer shows the cardholder. */
  hostedTokenizationUrl: string;
  /** The sandbox's create-payment page, where its own card page posts the card (Worldline has none). */
  createPaymentUrl: string;
}

/** A payment the merchant created at the host, as the host answered it. */
export interface CreatedPayment {
  paymentId: string;
  statusCategory: HostStatusCategory;
  /** The 3-D Secure page to send the browser to; null when the payment was decided at once. */
  redirectUrl: string | null;
  /** What the return from that page carries (Worldline's `RETURNMAC`); null without a redirect. */
  returnMac: string | null;
  payment: HostPayment | null;
}

export interface HostRefund {
  id: string;
  paymentId: string;
  amount: number;
}

export interface PaymentHost {
  /** Opens a hosted session; the idempotency key makes a retried call open it once. */
  createSession(request: HostSessionRequest, idempotencyKey: string): Promise<HostSession>;
  /** The payment as the host knows it, or null when the host does not know the id. */
  getPayment(paymentId: string): Promise<HostPayment | null>;
  /**
   * The id of the payment made with a session, asked of the host without the browser's word: null
   * while no card was submitted on it. For a payment whose return and webhook were both lost.
   */
  paymentOfSession(session: SessionPaymentQuery): Promise<string | null>;
  /**
   * The merchant's createPayment for a session whose card the cardholder submitted on the hosted
   * tokenization page: the same call, with the same idempotence key, as `paymentOfSession` repeats,
   * so made again (a retry, a reconciliation) it answers the same payment and charges once.
   */
  payWithSession(session: SessionPaymentQuery): Promise<CreatedPayment>;
  getToken(token: string): Promise<HostToken | null>;
  /** Deletes a token; a token the host no longer knows counts as deleted. */
  deleteToken(token: string): Promise<void>;
  /**
   * Refunds part or all of a completed payment; the same idempotency key refunds once however often
   * it is sent. Without `currency` the host is asked for the payment's first.
   */
  refund(paymentId: string, amount: number, idempotencyKey: string, currency?: string): Promise<HostRefund>;
  /**
   * True when this host puts a MAC on every return URL: a return without one is then refused (it
   * was not made by the host).
   */
  readonly signsReturnUrls: boolean;
  /** Checks the MAC the host put on the return URL. */
  verifyReturnMac(paymentId: string, mac: string): boolean;
}

/** The host did not answer in time, could not be reached, or failed (5xx). Nothing was decided. */
export class PaymentHostUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentHostUnavailableError';
  }
}

/** The host refused a request (4xx other than "not found"): a bug or a configuration problem. */
export class PaymentHostRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'PaymentHostRequestError';
  }
}
