import type { Db } from '../../db/client';
import type { RefundRow } from './payments-repository';

/** An order of the caller that is waiting for payment. */
export interface PayableOrder {
  orderNo: string;
  /** Minor units, > 0. */
  amount: number;
  currency: string;
}

export interface RecordedCharge {
  hostPaymentId: string;
  amount: number;
  currency: string;
  brand: string;
  lastFour: string;
}

/**
 * What the payments service needs from the bookings: implemented by the booking issues (transport,
 * airport assistant, fast track) and handed to `createPaymentsService`.
 */
export interface OrderPaymentSource {
  /** The caller's order waiting for payment; null when unknown, another user's, paid or free. */
  findPayableOrder(userId: number, orderNo: string): Promise<PayableOrder | null>;
  /**
   * Marks the order paid, inside the transaction that records the charge (called once per charge).
   * False when the order can no longer be honoured (expired, cancelled, paid by another payment):
   * the charge is then owed back to the card.
   */
  markPaid(tx: Db, userId: number, orderNo: string, charge: RecordedCharge): Promise<boolean>;
  /** A refund owed for a payment the order could not take: have it made and tell the cardholder. */
  owesRefund(tx: Db, refund: RefundRow): Promise<void>;
}

/** Until the booking tables exist, no order can be paid (`/pay/create-session` answers NOT_FOUND). */
export const noOrders: OrderPaymentSource = {
  findPayableOrder: async () => null,
  markPaid: async () => {
    throw new Error('no order source is configured');
  },
  owesRefund: async () => {
    throw new Error('no order source is configured');
  },
};
