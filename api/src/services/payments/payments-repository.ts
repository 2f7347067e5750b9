import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import {
  type AttemptStatus,
  jobs,
  type PaymentPurpose,
  paymentAttempts,
  payments,
  type RefundReason,
  type RefundState,
  refunds,
  savedCards,
} from '../../db/schema';

export type { PaymentPurpose, RefundReason, RefundState };

export type SavedCardRow = typeof savedCards.$inferSelect;
export type AttemptRow = typeof paymentAttempts.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

export interface NewCard {
  userId: number;
  token: string;
  fingerprint: string;
  brand: string;
  lastFour: string;
  expiry: string;
  holder: string;
}

/** SQL of the payments domain: saved cards, payment attempts and recorded payments. */
export const createPaymentsRepository = (database: Database) => {
  const { db } = database;

  const claim = async (
    tx: Db,
    attemptId: number,
    paymentId: string,
    status: Exclude<AttemptStatus, 'OPEN'>,
    statusReason: string | null,
  ): Promise<boolean> => {
    // Conditional update: only an OPEN attempt without a payment id can be claimed, so a
    // concurrent or replayed finish finds nothing (payment_id is also unique).
    const rows = await tx
      .update(paymentAttempts)
      .set({ paymentId, status, statusReason, verifiedAt: sql`now()` })
      .where(
        and(
          eq(paymentAttempts.id, attemptId),
          eq(paymentAttempts.status, 'OPEN'),
          isNull(paymentAttempts.paymentId),
        ),
      )
      .returning({ id: paymentAttempts.id });
    return rows.length === 1;
  };

  return {
    transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction((tx) => work(tx as Db)),

    listCards: (userId: number): Promise<SavedCardRow[]> =>
      db
        .select()
        .from(savedCards)
        .where(eq(savedCards.userId, userId))
        .orderBy(desc(savedCards.isDefault), desc(savedCards.createdAt), desc(savedCards.id)),

    findCard: async (userId: number, id: number): Promise<SavedCardRow | undefined> => {
      const [row] = await db
        .select()
        .from(savedCards)
        .where(and(eq(savedCards.id, id), eq(savedCards.userId, userId)));
      return row;
    },

    /** Inserts the card unless the user has it already (same fingerprint); the first card is the default. */
    insertCard: async (tx: Db, card: NewCard): Promise<SavedCardRow | undefined> => {
      const [row] = await tx
        .insert(savedCards)
        .values({
          ...card,
          isDefault: sql`not exists (select 1 from saved_cards where user_id = ${card.userId} and is_default)`,
        })
        .onConflictDoNothing({ target: [savedCards.userId, savedCards.fingerprint] })
        .returning();
      return row;
    },

    /** Deletes the card; when it was the default, the newest remaining card becomes the default. */
    deleteCard: (userId: number, id: number): Promise<boolean> =>
      db.transaction(async (tx) => {
        const [deleted] = await tx
          .delete(savedCards)
          .where(and(eq(savedCards.id, id), eq(savedCards.userId, userId)))
          .returning({ isDefault: savedCards.isDefault });
        if (!deleted) return false;
        if (deleted.isDefault) {
          await tx.execute(sql`
            update saved_cards set is_default = true
            where id = (select id from saved_cards where user_id = ${userId} order by created_at desc, id desc limit 1)`);
        }
        return true;
      }),

    /** One statement: this card becomes the default and every other card of the user stops being it. */
    setDefault: async (userId: number, id: number): Promise<boolean> => {
      const rows = await db
        .update(savedCards)
        .set({ isDefault: sql`${savedCards.id} = ${id}` })
        .where(
          and(
            eq(savedCards.userId, userId),
            sql`exists (select 1 from saved_cards c where c.id = ${id} and c.user_id = ${userId})`,
          ),
        )
        .returning({ id: savedCards.id });
      return rows.length > 0;
    },

    insertAttempt: async (
      attempt: {
        sessionId: string;
        purpose: PaymentPurpose;
        userId: number;
        orderReference: string | null;
        amount: number;
        currency: string;
      },
      into: Db = db,
    ): Promise<void> => {
      await into.insert(paymentAttempts).values(attempt);
    },

    /** An order's attempts no finish, webhook or reconciliation has settled yet, oldest first. */
    openOrderAttempts: (orderReference: string): Promise<AttemptRow[]> =>
      db
        .select()
        .from(paymentAttempts)
        .where(
          and(
            eq(paymentAttempts.orderReference, orderReference),
            eq(paymentAttempts.purpose, 'order'),
            eq(paymentAttempts.status, 'OPEN'),
          ),
        )
        .orderBy(asc(paymentAttempts.id)),

    attemptBySession: async (sessionId: string): Promise<AttemptRow | undefined> => {
      const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.sessionId, sessionId));
      return row;
    },

    attemptByPaymentId: async (paymentId: string): Promise<AttemptRow | undefined> => {
      const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.paymentId, paymentId));
      return row;
    },

    /**
     * Keeps the MAC the return of the attempt's payment must carry, unless one is kept already (a
     * repeated createPayment): answers the one kept, or null when the attempt is no longer open.
     */
    keepReturnMac: async (attemptId: number, mac: string): Promise<string | null> => {
      const [row] = await db
        .update(paymentAttempts)
        .set({ returnMac: sql`coalesce(${paymentAttempts.returnMac}, ${mac})` })
        .where(and(eq(paymentAttempts.id, attemptId), eq(paymentAttempts.status, 'OPEN')))
        .returning({ returnMac: paymentAttempts.returnMac });
      return row?.returnMac ?? null;
    },

    /** The attempts whose payment's return must carry this MAC (one, unless a host repeats MACs). */
    attemptIdsByReturnMac: async (mac: string): Promise<number[]> =>
      (
        await db
          .select({ id: paymentAttempts.id })
          .from(paymentAttempts)
          .where(eq(paymentAttempts.returnMac, mac))
      ).map((row) => row.id),

    claim,

    insertCharge: async (
      tx: Db,
      charge: Omit<typeof payments.$inferInsert, 'id' | 'kind' | 'createdAt' | 'hostRefundId'>,
    ): Promise<PaymentRow | undefined> => {
      const [row] = await tx
        .insert(payments)
        .values({ ...charge, kind: 'charge' })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    /** The charge recorded for an order, and how much of it was refunded. */
    chargeForOrder: async (
      userId: number,
      orderReference: string,
      tx: Db = db,
    ): Promise<{ charge: PaymentRow; refunded: number } | undefined> => {
      const rows = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.userId, userId), eq(payments.orderReference, orderReference)))
        .orderBy(asc(payments.id));
      const charge = rows.find((row) => row.kind === 'charge');
      if (!charge) return undefined;
      const refunded = rows
        .filter((row) => row.kind === 'refund' && row.hostPaymentId === charge.hostPaymentId)
        .reduce((sum, row) => sum + row.amount, 0);
      return { charge, refunded };
    },

    /** The money a confirmed refund moved, beside the charge it refunds. */
    insertRefund: async (
      tx: Db,
      refund: {
        userId: number;
        orderReference: string;
        hostPaymentId: string;
        hostRefundId: string;
        amount: number;
        currency: string;
      },
    ): Promise<void> => {
      await tx
        .insert(payments)
        .values({ ...refund, kind: 'refund' })
        .onConflictDoNothing({ target: payments.hostRefundId });
    },

    /** A refund owed, once per host payment: undefined when that payment owes one already. */
    oweRefund: async (
      tx: Db,
      refund: {
        userId: number;
        orderReference: string;
        hostPaymentId: string;
        amount: number;
        currency: string;
        reason: RefundReason;
      },
    ): Promise<RefundRow | undefined> => {
      const [row] = await tx
        .insert(refunds)
        .values(refund)
        .onConflictDoNothing({ target: refunds.hostPaymentId })
        .returning();
      return row;
    },

    /** The payments of an order that a reconciliation job is still asking the host about. */
    watchedPaymentIds: async (job: string, orderReference: string): Promise<string[]> => {
      const rows = await db
        .select({ key: jobs.key })
        .from(jobs)
        .where(
          and(
            eq(jobs.name, job),
            eq(jobs.status, 'pending'),
            sql`${jobs.payload} ->> 'orderReference' = ${orderReference}`,
          ),
        );
      return rows.map((row) => row.key);
    },

    /** Names the order of a payment under reconciliation that was watched without one. */
    noteWatchedOrder: async (
      job: string,
      key: string,
      orderReference: string,
      into: Db = db,
    ): Promise<void> => {
      await into
        .update(jobs)
        .set({ payload: sql`${jobs.payload} || ${JSON.stringify({ orderReference })}::jsonb` })
        .where(
          and(
            eq(jobs.name, job),
            eq(jobs.key, key),
            eq(jobs.status, 'pending'),
            sql`${jobs.payload} ->> 'orderReference' is null`,
          ),
        );
    },

    refundById: async (id: number): Promise<RefundRow | undefined> => {
      const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
      return row;
    },

    /** The refund owed for an order's charge, newest first when there were several. */
    refundOfOrder: async (userId: number, orderReference: string): Promise<RefundRow | undefined> => {
      const [row] = await db
        .select()
        .from(refunds)
        .where(and(eq(refunds.userId, userId), eq(refunds.orderReference, orderReference)))
        .orderBy(desc(refunds.id))
        .limit(1);
      return row;
    },

    /** `pending` → `refunded`, once (the conditional update is the lock); undefined when it was not pending. */
    markRefunded: async (tx: Db, id: number, hostRefundId: string): Promise<RefundRow | undefined> => {
      const [row] = await tx
        .update(refunds)
        .set({ status: 'refunded', hostRefundId, refundedAt: sql`now()` })
        .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')))
        .returning();
      return row;
    },

    /**
     * Notes what the cardholder is told, only when they were last told `before` (null: nothing):
     * true for the one caller who should write the mail (in the same transaction).
     */
    markTold: async (tx: Db, id: number, before: RefundState | null, now: RefundState): Promise<boolean> => {
      const rows = await tx
        .update(refunds)
        .set({ told: now })
        .where(and(eq(refunds.id, id), before === null ? isNull(refunds.told) : eq(refunds.told, before)))
        .returning({ id: refunds.id });
      return rows.length === 1;
    },
  };
};

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
