import { type BookingService, ErrorCode } from '@portal/shared/contracts';
import type { CancelReason, OrderStatus } from '@portal/shared/contracts/bookings';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { FlightOnDate } from '../flights/flight-spellings';
import { RETRY_DELAYS_MS } from '../jobs/retry-schedule';
import type { RefundReason } from '../payments/payments-repository';
import { canCancelOnline, flightCancellationRefunds } from '../policy/cancellation-policy';
import type { OrderNews } from './order-news';
import type { OrderRow } from './orders-repository';
import type { SpineContext } from './spine-context';
import { REFUND_FIRST_RUN_MS, REFUND_JOB, REFUND_RETRY_AT_LAST_MS } from './spine-rules';

/** Cancellation, whatever its cause (the cardholder, a cancelled flight), and the refunds it owes. */
export const createOrderCancellation = (ctx: SpineContext, news: OrderNews) => {
  const {
    database,
    deps,
    policy,
    now,
    orders,
    entitlements,
    modules,
    moduleOf,
    paymentsOf,
    usesGivenBackBy,
    ownOrder,
  } = ctx;
  const { mailAbout } = news;
  /** The first mail about a refund: the cancellation's, or the one about a payment the order refused. */
  const firstRefundMail = (refund: { reason: RefundReason }) =>
    refund.reason === 'cancelled' ? ('cancelled' as const) : ('unhonoured' as const);

  /** The order a refund was owed for (its owner is the refund's). */
  const orderOfRefund = async (refund: { userId: number; orderReference: string }, db: Db = database.db) =>
    orders.findForUser(refund.userId, refund.orderReference, db);

  /**
   * Makes a refund owed: asks the host (once per call; the key makes repeats one refund) and records
   * it with the order's refunded total and the mail, in one transaction. The cardholder is told once
   * what is true: the cancellation mail says the refund was made, or — when the host failed — that
   * it is on its way, and then a second mail says when it has been made. Throws when the host failed
   * (the caller, or the job, asks again later).
   */
  const settleRefund = async (refundId: number) => {
    const charges = paymentsOf();
    try {
      return await charges.performRefund(refundId, async (tx, made) => {
        const order = await orderOfRefund(made, tx);
        if (!order) return;
        // The order's refunded total counts what its own charge got back, not a payment it refused.
        if (made.reason === 'cancelled') await orders.addRefunded(tx, order.id, made.amount);
        const news = { refund: { amount: made.amount, made: true }, usesReturned: usesGivenBackBy(order) };
        if (await charges.markRefundTold(tx, made.id, null, 'refunded')) {
          await mailAbout(tx, order, firstRefundMail(made), news);
        } else if (await charges.markRefundTold(tx, made.id, 'pending', 'refunded')) {
          await mailAbout(tx, order, 'refunded', news);
        }
      });
    } catch (error) {
      const owed = await charges.refundById(refundId);
      const order = owed ? await orderOfRefund(owed) : null;
      if (owed && order) {
        await database.db.transaction(async (txAny) => {
          const tx = txAny as Db;
          if (await charges.markRefundTold(tx, owed.id, null, 'pending')) {
            await mailAbout(tx, order, firstRefundMail(owed), {
              refund: { amount: owed.amount, made: false },
              usesReturned: usesGivenBackBy(order),
            });
          }
        });
      }
      throw error;
    }
  };

  /**
   * The refund job: settles the refund; a failure is retried on the jobs' back-off schedule and,
   * once that is used up, again every `REFUND_RETRY_AT_LAST_MS` — money owed is never given up on.
   */
  deps.jobs.register(REFUND_JOB, async ({ key, attempt }) => {
    try {
      await settleRefund(Number(key));
      return undefined;
    } catch (error) {
      if (attempt <= RETRY_DELAYS_MS.length) throw error;
      deps.logger?.error(
        { refundId: key, attempt, reason: (error as Error).message },
        'refund still not made; asking again later',
      );
      return { runAgainAt: new Date(Date.now() + REFUND_RETRY_AT_LAST_MS) };
    }
  });

  /** What an order may be cancelled from, by cause (a cancelled flight also ends a request not yet quoted). */
  const CANCELLABLE: Record<CancelReason, readonly OrderStatus[]> = {
    cardholder: ['paid', 'unpaid'],
    flightCancelled: ['paid', 'unpaid', 'pending'],
  };

  /**
   * The one cancellation, whatever its cause (the cardholder's cancel, a cancelled flight): in one
   * transaction the order becomes `cancelled` with its reason (a conditional update: of repeated or
   * concurrent cancels one changes it), its capacity and complimentary uses come back and the
   * refund of its charge is owed (one per charge) with the refund job scheduled — or, with nothing
   * to refund, the cancellation mail is written. The refund is then asked of the host at once; when
   * the host does not confirm, the refund job asks again until it does (`settleRefund`), and the
   * mail says which. Null when this call changed nothing.
   */
  const cancelOrder = async (order: OrderRow, reason: CancelReason) => {
    // A cardholder cancels only within the deadline (checked by `cancel`): the refund is due.
    const refundDue = reason === 'cardholder' || flightCancellationRefunds(order.serviceAt, now(), policy);
    const cancelledNow = await database.db.transaction(async (txAny) => {
      const tx = txAny as Db;
      const row = await orders.transition(tx, order.id, CANCELLABLE[reason], 'cancelled', reason);
      if (!row) return null;
      await moduleOf(row.service).release(tx, row);
      const usesReturned = usesGivenBackBy(row);
      if (row.entitlementYear !== null)
        await entitlements.giveBack(tx, row.userId, row.service, row.entitlementYear, usesReturned);
      const owed = refundDue ? await paymentsOf().oweRefund(tx, row.userId, row.orderNo) : null;
      if (owed) {
        await deps.jobs.schedule(
          { name: REFUND_JOB, key: String(owed.id), runAt: new Date(Date.now() + REFUND_FIRST_RUN_MS) },
          tx,
        );
      } else {
        // Nothing to refund: the mail goes with the change (the outbox). With a refund, it waits
        // for the host's answer, so that it says whether the refund is made or on its way.
        await mailAbout(tx, row, 'cancelled', { refund: null, usesReturned });
      }
      return { row, owed, usesReturned };
    });
    if (cancelledNow?.owed) {
      const refundId = cancelledNow.owed.id;
      await settleRefund(refundId).catch((error: unknown) => {
        deps.logger?.warn(
          { orderNo: order.orderNo, refundId, reason: (error as Error).message },
          'refund not made at cancel; the refund job will ask again',
        );
      });
    }
    return cancelledNow;
  };

  /**
   * A booking whose flight was cancelled (the flight-disruption job): cancelled by the policy's
   * `flightDisruption` whatever the free-cancellation deadline — not the cardholder's doing — with
   * the uses back, the payment refunded through the same path as a cancel, and the cardholder (and
   * the traveller) told by the flight-cancelled mail. Idempotent: true only for the call that
   * cancelled it.
   */
  const cancelForFlight = async (order: OrderRow): Promise<boolean> =>
    (await cancelOrder(order, 'flightCancelled')) !== null;

  /** The upcoming orders of every service kept for this flight on its date (`ordersOnFlight`). */
  const upcomingOnFlight = async (flight: FlightOnDate): Promise<OrderRow[]> => {
    const ids: number[] = [];
    for (const module of modules.values()) {
      if (module.ordersOnFlight) ids.push(...(await module.ordersOnFlight(database.db, flight)));
    }
    return orders.upcomingAmong(ids, now());
  };

  return {
    cancelOrder,
    cancelForFlight,
    upcomingOnFlight,
    /**
     * Cancels by the one policy (`cancelOrder`). Unpaid: dropped, its place and use given back.
     * Paid, before the deadline: cancelled, place and use given back, and the refund of the charge
     * owed — all in one transaction — then asked of the host at once; when the host does not
     * confirm, the refund job asks again until it does (`settleRefund`). After the deadline:
     * refused. Idempotent: of repeated or concurrent cancels one changes the order (a conditional
     * update) and owes the refund (one per charge); the others answer the same without asking the
     * host.
     */
    async cancel(service: BookingService, userId: number, orderNo: string) {
      const order = await ownOrder(service, userId, orderNo);
      if (order.status === 'paid' && !canCancelOnline(order.serviceAt, now(), policy)) {
        throw new AppError(ErrorCode.CANCELLATION_CLOSED, { details: { phone: deps.supportPhone } });
      }
      // Nothing left to cancel: the service is over, or the unpaid order ran out of time.
      if (order.status === 'completed' || order.status === 'pending') {
        throw new AppError(ErrorCode.CANCELLATION_CLOSED, { details: { phone: deps.supportPhone } });
      }
      if (order.status === 'expired') throw new AppError(ErrorCode.BOOKING_EXPIRED);
      const cancelledNow = await cancelOrder(order, 'cardholder');
      if (!cancelledNow && (await orders.findForUser(userId, orderNo))?.status !== 'cancelled') {
        throw new AppError(ErrorCode.ORDER_NOT_PAYABLE);
      }
      const cancelled = (await orders.findForUser(userId, orderNo)) ?? order;
      const refund = await paymentsOf().refundOf(userId, orderNo);
      return {
        orderNo,
        status: 'cancelled' as const,
        // What this cancellation gives back to the card, made or on its way (the same for every
        // repeat of the cancel); the order's detail says which.
        refunded: refund?.amount ?? cancelled.refundedAmount,
        currency: cancelled.currency,
        // What this call gave back (a repeated cancel gives back nothing more).
        usesReturned: cancelledNow?.usesReturned ?? 0,
      };
    },
  };
};

export type OrderCancellation = ReturnType<typeof createOrderCancellation>;
