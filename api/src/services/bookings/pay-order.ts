import { type BookingService, ErrorCode } from '@portal/shared/contracts';
import type { OpenedPayment } from '@portal/shared/contracts/bookings';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { OrderPaymentSource } from '../payments/order-payment-source';
import type { OrderExpiry } from './expire-orders';
import type { OrderNews } from './order-news';
import type { OrderRow } from './orders-repository';
import type { SpineContext } from './spine-context';
import { hashProof, type PayOptions, REFUND_JOB } from './spine-rules';

/**
 * Paying an order: the payment session of an unpaid order (a new card, or a saved card with the
 * password's proof), and the order source the payments service marks orders paid through.
 */
export const createOrderPayment = (ctx: SpineContext, news: OrderNews, expiry: OrderExpiry) => {
  const { database, deps, now, drafts, orders, paymentsOf } = ctx;
  const { mailAbout } = news;
  const { expireIfDue } = expiry;
  const orderSource: OrderPaymentSource = {
    async findPayableOrder(userId, orderNo) {
      const order = await orders.findForUser(userId, orderNo);
      if (order?.status !== 'unpaid' || order.total <= 0) return null;
      if ((order.payBefore?.getTime() ?? Number.POSITIVE_INFINITY) <= now().getTime()) return null;
      return { orderNo: order.orderNo, amount: order.total, currency: order.currency };
    },
    async markPaid(tx, userId, orderNo) {
      const order = await orders.findForUser(userId, orderNo, tx);
      if (!order) return false;
      const paid = await orders.transition(tx, order.id, ['unpaid'], 'paid');
      if (!paid) return false;
      await mailAbout(tx, paid, 'confirmed');
      return true;
    },
    // Made by the refund job (not here: this runs inside the transaction recording the payment).
    async owesRefund(tx, refund) {
      await deps.jobs.schedule({ name: REFUND_JOB, key: String(refund.id) }, tx);
    },
  };

  const openPayment = async (userId: number, order: OrderRow, cardId: number | undefined) =>
    order.status === 'unpaid' && order.total > 0
      ? paymentsOf().createCharge(userId, order.orderNo, cardId === undefined ? {} : { savedCardId: cardId })
      : null;

  /**
   * A new payment session for an unpaid order before its time to pay runs out (expiring it when it
   * has). A saved card pays only after the password re-check: the proof of the order's draft is
   * used up here, once.
   */
  const payUnpaid = async (
    service: BookingService,
    userId: number,
    order: OrderRow,
    options: PayOptions,
  ): Promise<OpenedPayment> => {
    if (order.status === 'expired' || (await expireIfDue(order.orderNo))) {
      throw new AppError(ErrorCode.BOOKING_EXPIRED);
    }
    if (order.status !== 'unpaid' || order.total <= 0) throw new AppError(ErrorCode.ORDER_NOT_PAYABLE);
    // Never a second charge while one may be under way: a payment of this order the host had not
    // settled is asked about first (PAYMENT_IN_PROGRESS while still pending); one it completed
    // meanwhile has paid the order.
    await paymentsOf().settleWatched(order.orderNo);
    const current = await orders.findForUser(userId, order.orderNo);
    if (current?.status !== 'unpaid') throw new AppError(ErrorCode.ORDER_NOT_PAYABLE);
    if (options.cardId !== undefined && options.proof === undefined) {
      throw new AppError(ErrorCode.PROOF_REQUIRED);
    }
    if (options.proof !== undefined) {
      const proofHash = hashProof(options.proof);
      const used = await database.db.transaction((tx) =>
        drafts.consumeProof(tx as Db, userId, service, order.uuid, proofHash),
      );
      if (!used) throw new AppError(ErrorCode.PROOF_REQUIRED);
    }
    const payment = await openPayment(userId, order, options.cardId);
    if (!payment) throw new AppError(ErrorCode.ORDER_NOT_PAYABLE);
    return { orderNo: order.orderNo, uuid: order.uuid, payment };
  };

  return { orderSource, openPayment, payUnpaid };
};

export type OrderPayment = ReturnType<typeof createOrderPayment>;
