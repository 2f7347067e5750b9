import { hostReferenceSchema } from '@portal/shared/validation';
import { webhooks } from 'onlinepayments-sdk-nodejs';
import type { HostStatusCategory } from './payment-host';
import { hostStatusCategory } from './worldline-host';

/** A payment event from the host, once its signature was checked: what the payments service needs. */
export interface PaymentEvent {
  eventId: string;
  /** e.g. payment.captured, payment.rejected, payment.refunded. */
  type: string;
  paymentId: string;
  statusCategory: HostStatusCategory;
}

export type WebhookOutcome =
  | { kind: 'accepted'; event: PaymentEvent }
  /** Not signed with the webhook key (or not a Worldline event at all). */
  | { kind: 'forged'; reason: string }
  /** Seen before, or older than the replay window. */
  | { kind: 'replayed'; eventId: string }
  /** Signed, but about something other than a payment. */
  | { kind: 'ignored'; type: string };

/**
 * Remembers the events already handled. The default is in memory (one instance); with several
 * instances, give one on the shared database so that an event replayed to another instance is
 * refused too.
 */
export interface EventLedger {
  /** True the first time an id is claimed. */
  claim(eventId: string): Promise<boolean>;
  /** Forgets a claim whose handling failed, so that the host's retry is handled. */
  release(eventId: string): Promise<void>;
}

export const memoryEventLedger = (ttlMs = 48 * 3600_000, now: () => number = Date.now): EventLedger => {
  const seen = new Map<string, number>();
  return {
    async claim(eventId) {
      const at = now();
      for (const [id, when] of seen) {
        if (at - when <= ttlMs) break;
        seen.delete(id);
      }
      if (seen.has(eventId)) return false;
      seen.set(eventId, at);
      return true;
    },
    async release(eventId) {
      seen.delete(eventId);
    },
  };
};

export interface PaymentWebhookOptions {
  /** `X-GCS-KeyId` and secret of the webhook key configured at the host. */
  keyId: string;
  secret: string;
  ledger?: EventLedger;
  /** Events created longer ago than this are refused as replays (default 24 hours). */
  maxAgeMs?: number;
  /** Records the payment (through the payments service's verify-and-record path). */
  onPaymentEvent: (event: PaymentEvent) => Promise<void>;
  now?: () => number;
}

/** Worldline's `created`: `2026-11-27T15:42:03.123+0100`. */
const parseCreated = (created: string | null | undefined): number => {
  const normalised = (created ?? '').replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
  return Date.parse(normalised);
};

/**
 * The webhook endpoint's work: checks the signature with the SDK's helper (`X-GCS-Signature`,
 * `X-GCS-KeyId`), refuses replays, and hands a payment's id and status to `onPaymentEvent`. The
 * body must be the raw bytes as received: the signature covers them, not a re-serialised copy.
 */
const isHostReference = (value: unknown): value is string => hostReferenceSchema().safeParse(value).success;

export const createPaymentWebhookHandler = (options: PaymentWebhookOptions) => {
  const helper = webhooks.init({
    getSecretKey: async (keyId: string) => {
      if (keyId !== options.keyId) throw new Error(`unknown webhook key id ${keyId}`);
      return options.secret;
    },
  });
  const ledger = options.ledger ?? memoryEventLedger();
  const maxAgeMs = options.maxAgeMs ?? 24 * 3600_000;
  const now = options.now ?? Date.now;

  return async (
    rawBody: string | Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<WebhookOutcome> => {
    let event: Awaited<ReturnType<typeof helper.unmarshal>>;
    try {
      event = await helper.unmarshal(rawBody, headers);
    } catch (error) {
      return { kind: 'forged', reason: (error as Error).message };
    }
    // Both ids reach the database (the replay ledger, the jobs): the shared rule for another
    // system's reference bounds them, signed or not.
    if (!isHostReference(event.id)) return { kind: 'forged', reason: 'the event id is not a reference' };
    const created = parseCreated(event.created);
    if (Number.isNaN(created) || now() - created > maxAgeMs) return { kind: 'replayed', eventId: event.id };
    const paymentId = event.payment?.id;
    if (!event.type?.startsWith('payment.') || !paymentId) return { kind: 'ignored', type: event.type ?? '' };
    if (!isHostReference(paymentId)) return { kind: 'forged', reason: 'the payment id is not a reference' };
    if (!(await ledger.claim(event.id))) return { kind: 'replayed', eventId: event.id };
    const accepted: PaymentEvent = {
      eventId: event.id,
      type: event.type,
      paymentId,
      statusCategory: hostStatusCategory(event.payment?.statusOutput?.statusCategory),
    };
    try {
      await options.onPaymentEvent(accepted);
    } catch (error) {
      await ledger.release(event.id);
      throw error;
    }
    return { kind: 'accepted', event: accepted };
  };
};

export type PaymentWebhookHandler = ReturnType<typeof createPaymentWebhookHandler>;
