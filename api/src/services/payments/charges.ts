import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@portal/shared/contracts';
import type { OrderRefund } from '@portal/shared/contracts/bookings';
import type { PaymentSession } from '@portal/shared/contracts/payments';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import type { RefundState } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { PaymentHost } from '../../providers/payment-host';
import type { OrderPaymentSource } from './order-payment-source';
import type { PaymentsRepository, RefundRow } from './payments-repository';
import { askHost, isUniqueViolation, verifyPayment } from './verify-payment';

export interface ChargesDeps {
  host: PaymentHost;
  repository: PaymentsRepository;
  orders: OrderPaymentSource;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  returnUrl: string;
}

export interface ChargeOutcome {
  /** True when the host completed the payment and the charge is recorded (once). */
  paid: boolean;
  orderNo: string;
  /** The host's reason when not paid (AUTHENTICATION_FAILED, DECLINED). */
  statusReason: string | null;
}

/**
 * Charges for orders, for the booking issues: open a host session for an order, verify the
 * outcome with the host and record it exactly once; refunds owed, made once.
 */
export const createChargesService = (deps: ChargesDeps) => {
  const { host, repository, orders, logger } = deps;

  return {
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
      await repository.insertAttempt({
        sessionId: session.sessionId,
        purpose: 'order',
        userId,
        orderReference: order.orderNo,
        amount: order.amount,
        currency: order.currency,
      });
      return {
        sessionId: session.sessionId,
        createPaymentUrl: session.createPaymentUrl,
        amount: order.amount,
        currency: order.currency,
        returnUrl: deps.returnUrl,
      };
    },

    /** Refuses a saved card that is not the caller's (CARD_NOT_FOUND), before anything is written. */
    async checkCard(userId: number, cardId: number): Promise<void> {
      if (!(await repository.findCard(userId, cardId))) throw new AppError(ErrorCode.CARD_NOT_FOUND);
    },

    /**
     * Asks the host once and records the outcome. Finishing twice (a reload, a replay, two tabs at
     * once) never records two charges: the second finds no open attempt → PAYMENT_NOT_VERIFIABLE.
     */
    async verifyAndRecord(userId: number, paymentId: string, mac?: string): Promise<ChargeOutcome> {
      const { attempt, payment } = await verifyPayment(deps, userId, 'order', paymentId, mac);
      const orderNo = attempt.orderReference ?? '';
      const paid = payment.statusCategory === 'COMPLETED';
      const recorded = await repository
        .transaction(async (tx) => {
          const claimed = await repository.claim(
            tx,
            attempt.id,
            payment.id,
            paid ? 'COMPLETED' : 'UNSUCCESSFUL',
            payment.statusReason,
          );
          if (!claimed) return false;
          if (!paid) return true;
          const charge = {
            hostPaymentId: payment.id,
            amount: payment.amount,
            currency: payment.currency,
            brand: payment.card.brand,
            lastFour: payment.card.lastFour,
          };
          const row = await repository.insertCharge(tx, { ...charge, userId, orderReference: orderNo });
          if (!row) return false;
          await orders.markPaid(tx, userId, orderNo, charge);
          return true;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) return false;
          throw error;
        });
      if (!recorded) throw new AppError(ErrorCode.PAYMENT_NOT_VERIFIABLE);
      return { paid, orderNo, statusReason: paid ? null : payment.statusReason };
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
      if (!owed || owed.status !== 'pending') return owed ?? null;
      const made = await askHost(logger, () =>
        host.refund(owed.hostPaymentId, owed.amount, `refund-${owed.orderReference}-${owed.id}`),
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
