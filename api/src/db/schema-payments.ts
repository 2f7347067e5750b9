/** Tables of the payments domain; re-exported by schema.ts (one schema, one migrations folder). */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './schema-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A user's saved payment cards: the payment host's token and what the user recognises the card by.
 * The number never reaches the API; the host's keyed fingerprint refuses the same card twice.
 */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The payment host's opaque token. */
    token: text('token').notNull().unique(),
    /** The payment host's fingerprint of the card number (the same card gives the same value). */
    fingerprint: text('fingerprint').notNull(),
    brand: text('brand').notNull(),
    lastFour: text('last_four').notNull(),
    /** MM/YY. */
    expiry: text('expiry').notNull(),
    holder: text('holder').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('saved_cards_user_fingerprint_idx').on(t.userId, t.fingerprint),
    check('saved_cards_last_four_check', sql`${t.lastFour} ~ '^[0-9]{4}$'`),
  ],
);

export const PAYMENT_PURPOSES = ['add_card', 'order'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];
export const ATTEMPT_STATUSES = ['OPEN', 'COMPLETED', 'UNSUCCESSFUL'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

/**
 * Every hosted session the API opens. Finishing claims the attempt once: a conditional update from
 * OPEN (with the host's payment id, unique) — a replayed or concurrent finish finds nothing to claim.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial('id').primaryKey(),
    sessionId: text('session_id').notNull().unique(),
    /** The host's payment id, set when the attempt is verified. */
    paymentId: text('payment_id').unique(),
    purpose: text('purpose', { enum: PAYMENT_PURPOSES }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderReference: text('order_reference'),
    /** Minor units. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ATTEMPT_STATUSES }).notNull().default('OPEN'),
    /** The host's reason for an unsuccessful payment (AUTHENTICATION_FAILED, DECLINED). */
    statusReason: text('status_reason'),
    /**
     * The MAC the return from the host must carry, for a payment the API created with the session's
     * hosted tokenization: Worldline's `RETURNMAC` (3-D Secure), or the API's own (frictionless).
     */
    returnMac: text('return_mac'),
    createdAt: createdAt(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_attempts_user_idx').on(t.userId),
    index('payment_attempts_return_mac_idx').on(t.returnMac),
    check('payment_attempts_purpose_check', sql`${t.purpose} in ('add_card', 'order')`),
    check('payment_attempts_status_check', sql`${t.status} in ('OPEN', 'COMPLETED', 'UNSUCCESSFUL')`),
    check('payment_attempts_amount_check', sql`${t.amount} >= 0`),
  ],
);

export const PAYMENT_KINDS = ['charge', 'refund'] as const;

/** Money that moved: charges recorded after verification (one per host payment), and refunds. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderReference: text('order_reference').notNull(),
    /** The host's payment id (for a refund: the payment refunded). */
    hostPaymentId: text('host_payment_id').notNull(),
    /** The host's refund id (refunds only). */
    hostRefundId: text('host_refund_id').unique(),
    /** Minor units, always positive. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    brand: text('brand'),
    lastFour: text('last_four'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_one_charge_per_host_payment_idx')
      .on(t.hostPaymentId)
      .where(sql`${t.kind} = 'charge'`),
    index('payments_order_idx').on(t.orderReference),
    check('payments_kind_check', sql`${t.kind} in ('charge', 'refund')`),
    check('payments_amount_check', sql`${t.amount} > 0`),
  ],
);

export const REFUND_STATES = ['pending', 'refunded'] as const;
export type RefundState = (typeof REFUND_STATES)[number];
/**
 * Why a refund is owed: the order was cancelled, or a payment completed at the host for an order
 * that could no longer be honoured (expired, cancelled, or paid already by another payment).
 */
export const REFUND_REASONS = ['cancelled', 'unhonoured'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/**
 * Refunds owed to a card, written in the transaction that decides them (a cancellation), then asked
 * of the payment host by a job until it confirms: `pending` → `refunded` once, by a conditional
 * update. One per host payment, so a repeated or concurrent cancel cannot owe it twice. `told` is
 * what the cardholder has been told (nothing yet, that it is on its way, that it has been made), so
 * each mail goes once and says what is true when it is written.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderReference: text('order_reference').notNull(),
    /** The host payment refunded: one refund per payment. */
    hostPaymentId: text('host_payment_id').notNull().unique(),
    /** Minor units. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason', { enum: REFUND_REASONS }).notNull().default('cancelled'),
    status: text('status', { enum: REFUND_STATES }).notNull().default('pending'),
    /** The host's refund id, once it has confirmed. */
    hostRefundId: text('host_refund_id').unique(),
    told: text('told', { enum: REFUND_STATES }),
    createdAt: createdAt(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderReference),
    check('refunds_amount_check', sql`${t.amount} > 0`),
    check('refunds_status_check', sql`${t.status} in ('pending', 'refunded')`),
    check('refunds_reason_check', sql`${t.reason} in ('cancelled', 'unhonoured')`),
    check('refunds_told_check', sql`${t.told} is null or ${t.told} in ('pending', 'refunded')`),
  ],
);

/**
 * The payment host's webhook events already handled (their ids), shared by every API instance: a
 * replayed event is refused wherever it lands. Rows older than the events' age limit are dropped.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    eventId: text('event_id').primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_events_received_idx').on(t.receivedAt)],
);
