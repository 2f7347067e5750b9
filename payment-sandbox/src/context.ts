import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { JsonStore } from './store';

export interface Merchant {
  /** The merchant id (Worldline's PSPID) in the API paths `/v2/{merchantId}/…`. */
  id: string;
  /** The API key id in the Authorization header (default: the merchant id). */
  apiKeyId?: string;
  /** The API key's secret: request signatures and return-URL MACs. */
  key: string;
  /** Shown on the 3-D Secure page. */
  name?: string;
  /** Where and how payment events are sent (Worldline's webhooks); none when omitted. */
  webhook?: WebhookEndpoint;
}

export interface WebhookEndpoint {
  url: string;
  /** Sent as `X-GCS-KeyId`. */
  keyId: string;
  /** Signs the body (`X-GCS-Signature`). */
  secret: string;
}

/** Development defaults, the same as the portal API's (`PAYMENT_MERCHANT_ID`, `PAYMENT_MERCHANT_KEY`, …). */
export const DEV_MERCHANT_ID = 'portal-dev';
export const DEV_MERCHANT_KEY = 'dev-payment-merchant-key';
export const DEV_WEBHOOK_KEY_ID = 'portal-dev-webhooks';
export const DEV_WEBHOOK_SECRET = 'dev-payment-webhook-secret';

/** Fault injection on the server-to-server API (control route). */
export interface Faults {
  delayMs: number;
  failStatus: number | null;
  /** How many more requests get the fault; null: every request until reset. */
  remaining: number | null;
}

export interface SandboxContext {
  store: JsonStore;
  merchants: Map<string, Merchant>;
  /** The origin the browser reaches the sandbox on (no trailing slash). */
  publicUrl: () => string;
  faults: Faults | null;
  /** Idempotence keys whose first request is still being answered. */
  running: Set<string>;
  /** Origins (besides loopback ones) allowed to call create-payment from a browser. */
  allowedOrigins: ReadonlySet<string>;
  sessionTtlMs: number;
  /** How long a 3-D Secure challenge waits for the cardholder before it fails. */
  challengeTtlMs: number;
  /** Control routes need it in `x-control-key`. */
  controlKey: string;
  /** Host header names answered (loopback ones, the public URL's, configured ones); others get 421. */
  allowedHosts: ReadonlySet<string>;
  /** One line per notable event (request lines, webhook deliveries); never card data. */
  log: ((line: string) => void) | undefined;
  /** Webhook deliveries still on their way (awaited by `close()`). */
  deliveries: Set<Promise<void>>;
}

/** The merchant whose API key this is. */
export const merchantByKeyId = (context: SandboxContext, apiKeyId: string): Merchant | undefined => {
  for (const merchant of context.merchants.values()) {
    if ((merchant.apiKeyId ?? merchant.id) === apiKeyId) return merchant;
  }
  return undefined;
};

/** 32 hex digits, as Worldline's hosted tokenization ids. */
export const newHostedTokenizationId = (): string => randomBytes(16).toString('hex');

/**
 * Worldline-style payment ids: ten digits, `_0` for the payment itself (refunds count up from
 * `_1`). Ten digits, as Worldline's: a longer run of digits in a log would look like a card number.
 */
export const newPaymentBase = (taken: (base: string) => boolean = () => false): string => {
  for (;;) {
    const base = String(randomInt(1_000_000_000, 10_000_000_000));
    if (!taken(base)) return base;
  }
};

/** A token id in the UUID form Worldline uses. */
export const newTokenId = (): string => randomUUID();

export const nowIso = () => new Date().toISOString();
