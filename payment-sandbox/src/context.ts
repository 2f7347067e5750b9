import { randomBytes } from 'node:crypto';
import type { JsonStore } from './store';

export interface Merchant {
  /** Also the key id in the Authorization header. */
  id: string;
  /** The shared secret for request signatures and return-URL MACs. */
  key: string;
  /** Shown on the 3-D Secure page. */
  name?: string;
}

/** Development defaults, the same as the portal API's (`PAYMENT_MERCHANT_ID`, `PAYMENT_MERCHANT_KEY`). */
export const DEV_MERCHANT_ID = 'portal-dev';
export const DEV_MERCHANT_KEY = 'dev-payment-merchant-key';

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
  /** Idempotency keys whose first request is still being answered. */
  running: Set<string>;
  /** Origins (besides loopback ones) allowed to call create-payment from a browser. */
  allowedOrigins: ReadonlySet<string>;
  sessionTtlMs: number;
  /** Control routes need it in `x-control-key`. */
  controlKey: string;
  /** Host header names answered (loopback ones, the public URL's, configured ones); others get 421. */
  allowedHosts: ReadonlySet<string>;
}

export const newId = (prefix: string, bytes = 18): string =>
  `${prefix}_${randomBytes(bytes).toString('base64url')}`;

export const nowIso = () => new Date().toISOString();
