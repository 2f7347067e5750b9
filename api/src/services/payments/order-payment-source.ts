import type { Db } from '../../db/client';

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
  /** Marks the order paid, inside the transaction that records the charge (called once per charge). */
  markPaid(tx: Db, userId: number, orderNo: string, charge: RecordedCharge): Promise<void>;
}

/** Until the booking tables exist, no order can be paid (`/pay/create-session` answers NOT_FOUND). */
export const noOrders: OrderPaymentSource = {
  findPayableOrder: async () => null,
  markPaid: async () => {
    throw new Error('no order source is configured');
  },
};
