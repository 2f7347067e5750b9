import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@portal/shared/contracts';
import type { OrderRefund } from '@portal/shared/contracts/bookings';
import type { PaymentSession } from '@portal/shared/contracts/payments';
import type { Logger } from 'pino';
import type { CardEntry } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { HostPayment, PaymentHost } from '../../providers/payment-host';
import { browserSession } from './browser-session';
import type { OrderPaymentSource } from './order-payment-source';
import type { AttemptRow, PaymentsRepository, RefundRow, RefundState } from './payments-repository';
import { askHost, isUniqueViolation, verifyPayment } from './verify-payment';

/** The job that asks the host about a payment it had not settled (keyed by the host's payment id). */
export const RECONCILE_JOB = 'payments.reconcile';
/** How long after a payment is first seen unsettled the host is asked again (then on the jobs' back-off). */
export const RECONCILE_AFTER_MS = 3 * 60_000;
/**
 * The job that asks the host about a session opened for an order (keyed by the session id) while
 * its attempt is still open: a payment completed at the host whose browser return and webhook were
 * both lost is found this way. First a few minutes after the session opened, then at growing
 * intervals for as long as a session can still be used.
 */
export const SESSION_CHECK_JOB = 'payments.check-session';
export const SESSION_CHECK_AFTER_MS = 5 * 60_000;
/** Sessions are asked about until this long after they opened (longer than a host session lives). */
export const SESSION_CHECK_FOR_MS = 3 * 3_600_000;
/** `statusReason` of a payment that completed for an order that could no longer take it (refunded). */
export const ORDER_CLOSED = 'ORDER_CLOSED';

/** The database jobs, for the reconciliation of payments (jobs/scheduled-jobs.ts). */
export interface PaymentJobs {
  register(name: string, handler: (job: { key: string }) => Promise<{ runAgainAt: Date } | undefined>): void;
  schedule(
    job: { name: string; key: string; runAt?: Date; payload?: Record<string, unknown> },
    into?: Db,
  ): Promise<boolean>;
}

export interface ChargesDeps {
  host: PaymentHost;
  repository: PaymentsRepository;
  orders: OrderPaymentSource;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  returnUrl: string;
  /** Where the cardholder types the card (the session names that page). */
  cardEntry: CardEntry;
  /** Absent: no reconciliation (payments not settled at the finish are not asked about again). */
  jobs?: PaymentJobs;
}

/** What a report of a host payment (finish, webhook, reconciliation) came to. */
export type HostPaymentOutcome = 'recorded' | 'pending' | 'unknown';

export interface ChargeOutcome {
  /** True when the host completed the payment and the charge is recorded (once). */
  paid: boolean;
  orderNo: string;
  /** The host's reason when not paid (AUTHENTICATION_FAILED, DECLINED), or ORDER_CLOSED (refunded). */
  statusReason: string | null;
}

/**
 * Charges for orders, for the booking issues: open a host session for an order, verify the
 * outcome with the host and record it exactly once; refunds owed, made once.
 */
export const createChargesService = (deps: ChargesDeps) => {
  const { host, repository, orders, logger } = deps;

  /**
   * Records the host's final word on an order's attempt, once (the claim is the lock): a completed
   * payment becomes a charge and pays the order — or, when the order can no longer take it, is owed
   * back to the card (the bookings make the refund and tell the cardholder). Null when a finish,
   * webhook or reconciliation recorded it first.
   */
  const record = (attempt: AttemptRow, payment: HostPayment): Promise<{ honoured: boolean } | null> =>
    repository
      .transaction(async (tx) => {
        const paid = payment.statusCategory === 'COMPLETED';
        const claimed = await repository.claim(
          tx,
          attempt.id,
          payment.id,
          paid ? 'COMPLETED' : 'UNSUCCESSFUL',
          payment.statusReason,
        );
        if (!claimed) return null;
        if (!paid) return { honoured: false };
        const userId = attempt.userId;
        const orderNo = attempt.orderReference ?? '';
        const charge = {
          hostPaymentId: payment.id,
          amount: payment.amount,
          currency: payment.currency,
          brand: payment.card.brand,
          lastFour: payment.card.lastFour,
        };
        const row = await repository.insertCharge(tx, { ...charge, userId, orderReference: orderNo });
        if (!row) return null;
        if (await orders.markPaid(tx, userId, orderNo, charge)) return { honoured: true };
        const owed = await repository.oweRefund(tx, {
          userId,
          orderReference: orderNo,
          hostPaymentId: payment.id,
          amount: payment.amount,
          currency: payment.currency,
          reason: 'unhonoured',
        });
        if (owed) await orders.owesRefund(tx, owed);
        logger.warn({ orderNo }, 'a payment completed for an order that can no longer take it: refunding it');
        return { honoured: false };
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) return null;
        throw error;
      });

  /**
   * Asks the host about a payment and records what it says, through the same path as a finish: the
   * truth comes from the host, never from whoever reported the id. `unknown`: not a payment of an
   * order attempt of ours (or not one the host knows).
   */
  const recordHostPayment = async (paymentId: string): Promise<HostPaymentOutcome> => {
    const payment = await askHost(logger, () => host.getPayment(paymentId));
    if (payment?.purpose !== 'payment') return 'unknown';
    const attempt = await repository.attemptBySession(payment.sessionId);
    if (
      attempt?.purpose !== 'order' ||
      attempt.amount !== payment.amount ||
      attempt.currency !== payment.currency
    ) {
      return 'unknown';
    }
    if (payment.statusCategory === 'PENDING') return 'pending';
    await record(attempt, payment);
    return 'recorded';
  };

  /** Has the host asked about the payment again in a few minutes (once per payment id). */
  const watch = async (paymentId: string, orderNo: string | null, into?: Db): Promise<void> => {
    const added = await deps.jobs?.schedule(
      {
        name: RECONCILE_JOB,
        key: paymentId,
        runAt: new Date(Date.now() + RECONCILE_AFTER_MS),
        payload: orderNo ? { orderReference: orderNo } : {},
      },
      into,
    );
    // Watched first without its order (a webhook names only the payment, and the host could not say
    // more): the finish that knows the order notes it, so that Pay now sees the payment under way.
    if (added === false && orderNo)
      await repository.noteWatchedOrder(RECONCILE_JOB, paymentId, orderNo, into);
  };

  /**
   * Asks the host whether a payment was made with an open attempt's session, and records it through
   * the same path as a finish: `none` while no card was submitted on it; a payment still pending is
   * handed to reconciliation.
   */
  const settleSession = async (attempt: AttemptRow): Promise<HostPaymentOutcome | 'none'> => {
    const paymentId = await askHost(logger, () =>
      host.paymentOfSession({
        sessionId: attempt.sessionId,
        amount: attempt.amount,
        currency: attempt.currency,
        returnUrl: deps.returnUrl,
      }),
    );
    if (!paymentId) return 'none';
    const outcome = await recordHostPayment(paymentId);
    if (outcome === 'pending') await watch(paymentId, attempt.orderReference);
    if (outcome === 'recorded') {
      logger.info(
        { orderNo: attempt.orderReference },
        'a payment nobody reported was found with its session',
      );
    }
    return outcome;
  };

  // Reconciliation: a payment not settled when it was reported is asked about again, on the jobs'
  // back-off, until the host settles it (recorded once, whatever the browser did meanwhile).
  deps.jobs?.register(RECONCILE_JOB, async ({ key }) => {
    const outcome = await recordHostPayment(key);
    if (outcome === 'pending') throw new Error('the payment host still calls the payment pending');
    return undefined;
  });

  // A session nobody reported a payment for: asked about while its attempt is open (a finish, a
  // webhook or reconciliation that settles it first ends this), again at growing intervals while the
  // session could still be paid with.
  deps.jobs?.register(SESSION_CHECK_JOB, async ({ key }) => {
    const attempt = await repository.attemptBySession(key);
    if (attempt?.purpose !== 'order' || attempt.status !== 'OPEN') return undefined;
    if ((await settleSession(attempt)) !== 'none') return undefined;
    const age = Date.now() - attempt.createdAt.getTime();
    if (age > SESSION_CHECK_FOR_MS) return undefined;
    return { runAgainAt: new Date(Date.now() + Math.max(SESSION_CHECK_AFTER_MS, age)) };
  });

  return {
    recordHostPayment,
    watch,

    /**
     * For the payment host's webhook (`{ paymentId, statusCategory }` of its event): the event is a
     * hint, never the truth — the host is asked and the payment recorded through the same path as a
     * finish, once. Still pending, or the host not answering: asked again later by reconciliation.
     */
    async reportHostPayment(event: {
      paymentId: string;
      statusCategory: HostPayment['statusCategory'];
    }): Promise<HostPaymentOutcome> {
      if (event.statusCategory === 'PENDING') {
        await watch(event.paymentId, null);
        return 'pending';
      }
      try {
        const outcome = await recordHostPayment(event.paymentId);
        if (outcome === 'pending') await watch(event.paymentId, null);
        return outcome;
      } catch (error) {
        await watch(event.paymentId, null);
        throw error;
      }
    },

    /**
     * Before another payment of an order is opened: every payment of it still being reconciled is
     * asked about now. One the host has completed is recorded (the order is paid, or refunded when it
     * can no longer take it); one it still calls pending, or cannot answer about, refuses a second
     * charge (PAYMENT_IN_PROGRESS).
     */
    async settleWatched(orderNo: string): Promise<void> {
      for (const paymentId of await repository.watchedPaymentIds(RECONCILE_JOB, orderNo)) {
        const outcome = await recordHostPayment(paymentId).catch(() => 'pending' as const);
        if (outcome === 'pending') throw new AppError(ErrorCode.PAYMENT_IN_PROGRESS);
      }
      // Sessions opened for the order that nobody reported a payment for: the cardholder may have
      // paid on one and lost the return. A host that cannot answer refuses the new charge
      // (PAYMENT_HOST_UNAVAILABLE): it could not have opened one either.
      for (const attempt of await repository.openOrderAttempts(orderNo)) {
        if ((await settleSession(attempt)) === 'pending') throw new AppError(ErrorCode.PAYMENT_IN_PROGRESS);
      }
    },

    /**
     * A host session to pay the caller's order; NOT_FOUND for an unknown, foreign or paid order.
     * With `savedCardId` the session pays with that saved card (the browser sends no card details).
     */
    async createCharge(
      userId: number,
      orderNo: string,
      options: { savedCardId?: number } = {},
    ): Promise<PaymentSession> {
      const order = await orders.findPayableOrder(userId, orderNo);
      if (!order || order.amount <= 0) throw new AppError(ErrorCode.NOT_FOUND);
      let token: string | undefined;
      if (options.savedCardId !== undefined) {
        const card = await repository.findCard(userId, options.savedCardId);
        if (!card) throw new AppError(ErrorCode.CARD_NOT_FOUND);
        token = card.token;
      }
      const session = await askHost(logger, () =>
        host.createSession(
          {
            amount: order.amount,
            currency: order.currency,
            returnUrl: deps.returnUrl,
            merchantReference: order.orderNo,
            purpose: 'payment',
            ...(token ? { token } : {}),
          },
          `order-${randomUUID()}`,
        ),
      );
      // The attempt and the check of its session are written together: every session opened for an
      // order is asked about later unless something settles it first.
      await repository.transaction(async (tx) => {
        await repository.insertAttempt(
          {
            sessionId: session.sessionId,
            purpose: 'order',
            userId,
            orderReference: order.orderNo,
            amount: order.amount,
            currency: order.currency,
          },
          tx,
        );
        await deps.jobs?.schedule(
          {
            name: SESSION_CHECK_JOB,
            key: session.sessionId,
            runAt: new Date(Date.now() + SESSION_CHECK_AFTER_MS),
            payload: { orderReference: order.orderNo },
          },
          tx,
        );
      });
      return browserSession(session, deps.cardEntry, {
        amount: order.amount,
        currency: order.currency,
        returnUrl: deps.returnUrl,
      });
    },

    /** Refuses a saved card that is not the caller's (CARD_NOT_FOUND), before anything is written. */
    async checkCard(userId: number, cardId: number): Promise<void> {
      if (!(await repository.findCard(userId, cardId))) throw new AppError(ErrorCode.CARD_NOT_FOUND);
    },

    /**
     * Asks the host once and records the outcome. Finishing twice (a reload, a replay, two tabs at
     * once) never records two charges: the second finds no open attempt → PAYMENT_NOT_VERIFIABLE.
     * A payment completed for an order that can no longer take it: not paid, `ORDER_CLOSED` (it is
     * refunded).
     */
    async verifyAndRecord(userId: number, paymentId: string, mac?: string): Promise<ChargeOutcome> {
      const { attempt, payment } = await verifyPayment(deps, userId, 'order', paymentId, mac);
      const orderNo = attempt.orderReference ?? '';
      const recorded = await record(attempt, payment);
      if (!recorded) throw new AppError(ErrorCode.PAYMENT_NOT_VERIFIABLE);
      if (payment.statusCategory !== 'COMPLETED')
        return { paid: false, orderNo, statusReason: payment.statusReason };
      return recorded.honoured
        ? { paid: true, orderNo, statusReason: null }
        : { paid: false, orderNo, statusReason: ORDER_CLOSED };
    },

    /** The card that paid the user's order (brand and last four), or null when nothing was charged. */
    async chargeOf(userId: number, orderNo: string): Promise<{ brand: string; lastFour: string } | null> {
      const found = await repository.chargeForOrder(userId, orderNo);
      if (!found) return null;
      return { brand: found.charge.brand ?? '', lastFour: found.charge.lastFour ?? '' };
    },

    /** True when this host payment is the charge recorded for the user's order (a finish replayed). */
    async paidBy(userId: number, orderNo: string, paymentId: string): Promise<boolean> {
      const found = await repository.chargeForOrder(userId, orderNo);
      return found?.charge.hostPaymentId === paymentId;
    },

    /**
     * Records, in the caller's transaction, that what is left of the order's charge is owed back to
     * the card; null when nothing was charged or nothing is left. Once per charge: a second call
     * (a repeated cancel) finds it owed already and answers null.
     */
    async oweRefund(tx: Db, userId: number, orderNo: string): Promise<RefundRow | null> {
      const found = await repository.chargeForOrder(userId, orderNo, tx);
      if (!found) return null;
      const left = found.charge.amount - found.refunded;
      if (left <= 0) return null;
      const owed = await repository.oweRefund(tx, {
        userId,
        orderReference: orderNo,
        hostPaymentId: found.charge.hostPaymentId,
        amount: left,
        currency: found.charge.currency,
        reason: 'cancelled',
      });
      return owed ?? null;
    },

    refundById: async (id: number): Promise<RefundRow | null> => (await repository.refundById(id)) ?? null,

    /** The refund owed for the user's order, pending or made; null when none is owed. */
    async refundOf(userId: number, orderNo: string): Promise<OrderRefund | null> {
      const row = await repository.refundOfOrder(userId, orderNo);
      return row ? { status: row.status, amount: row.amount } : null;
    },

    /**
     * Asks the host for a refund owed and records it once, with `within` in the same transaction.
     * The idempotency key is the order and the refund's id, so a retry after a timeout (the host made
     * it, the answer was lost) refunds once. Answers the refund as it now stands; the host down or
     * refusing throws PAYMENT_HOST_UNAVAILABLE and the refund stays pending.
     */
    async performRefund(
      id: number,
      within?: (tx: Db, refund: RefundRow) => Promise<void>,
    ): Promise<RefundRow | null> {
      const owed = await repository.refundById(id);
      if (owed?.status !== 'pending') return owed ?? null;
      const made = await askHost(logger, () =>
        host.refund(
          owed.hostPaymentId,
          owed.amount,
          `refund-${owed.orderReference}-${owed.id}`,
          owed.currency,
        ),
      );
      const recorded = await repository.transaction(async (tx) => {
        const row = await repository.markRefunded(tx, owed.id, made.id);
        if (!row) return null;
        await repository.insertRefund(tx, {
          userId: row.userId,
          orderReference: row.orderReference,
          hostPaymentId: row.hostPaymentId,
          hostRefundId: made.id,
          amount: row.amount,
          currency: row.currency,
        });
        await within?.(tx, row);
        return row;
      });
      // Null: another runner recorded it meanwhile (same key, same refund at the host).
      return recorded ?? (await repository.refundById(id)) ?? null;
    },

    /** Notes what the cardholder is told of a refund (`markTold`): true for the one who writes the mail. */
    markRefundTold: (tx: Db, id: number, before: RefundState | null, now: RefundState): Promise<boolean> =>
      repository.markTold(tx, id, before, now),
  };
};

export type ChargesService = ReturnType<typeof createChargesService>;
