import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@portal/shared/contracts';
import type { PaymentSession } from '@portal/shared/contracts/payments';
import type { Logger } from 'pino';
import { AppError } from '../../lib/app-error';
import type { PaymentHost } from '../../providers/payment-host';
import type { OrderPaymentSource } from './order-payment-source';
import type { PaymentsRepository } from './payments-repository';
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
 * outcome with the host and record it exactly once, refund.
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

    /** What was charged for the order and not refunded yet; null when nothing was charged. */
    async chargedLeft(userId: number, orderNo: string): Promise<number | null> {
      const found = await repository.chargeForOrder(userId, orderNo);
      return found ? found.charge.amount - found.refunded : null;
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
     * Refunds (part of) an order's charge. The idempotency key is derived from what was refunded
     * before, so a retry after a timeout refunds once.
     */
    async refund(userId: number, orderNo: string, amount?: number): Promise<{ refunded: number }> {
      const found = await repository.chargeForOrder(userId, orderNo);
      if (!found) throw new AppError(ErrorCode.NOT_FOUND);
      const left = found.charge.amount - found.refunded;
      const value = amount ?? left;
      if (value <= 0 || value > left) throw new AppError(ErrorCode.BAD_REQUEST);
      const refund = await askHost(logger, () =>
        host.refund(
          found.charge.hostPaymentId,
          value,
          `refund-${found.charge.hostPaymentId}-${found.refunded}-${value}`,
        ),
      );
      await repository.insertRefund({
        userId,
        orderReference: orderNo,
        hostPaymentId: found.charge.hostPaymentId,
        hostRefundId: refund.id,
        amount: value,
        currency: found.charge.currency,
      });
      return { refunded: found.refunded + value };
    },
  };
};

export type ChargesService = ReturnType<typeof createChargesService>;
