import { type BookingService, ErrorCode } from '@portal/shared/contracts';
import { AppError } from '../../lib/app-error';
import { ORDER_CLOSED } from '../payments/charges';
import type { SpineContext } from './spine-context';

/** The return from the payment host: the payment verified and the order marked paid, once. */
export const createPaymentFinish = (ctx: SpineContext) => {
  const { orders, paymentsOf } = ctx;
  return {
    /**
     * After the payment host: the payment is verified with the host once and the order marked paid
     * in the same transaction. Finishing the same payment again answers `payFinish: true` again for
     * the order it paid; any other replay is refused.
     */
    async finish(
      service: BookingService,
      userId: number,
      input: { uuid: string; orderNo: string; paymentId: string; mac?: string },
    ) {
      const order = await orders.findForUser(userId, input.orderNo);
      if (!order || order.uuid !== input.uuid || order.service !== service) {
        throw new AppError(ErrorCode.PAYMENT_NOT_VERIFIABLE);
      }
      try {
        const outcome = await paymentsOf().verifyAndRecord(userId, input.paymentId, input.mac);
        if (outcome.orderNo !== order.orderNo) throw new AppError(ErrorCode.PAYMENT_NOT_VERIFIABLE);
        if (outcome.statusReason === ORDER_CLOSED) {
          // Paid at the host after the order closed: recorded and being refunded (the mail says so).
          const closed = await orders.findForUser(userId, input.orderNo);
          throw new AppError(
            closed?.status === 'expired' ? ErrorCode.BOOKING_EXPIRED : ErrorCode.ORDER_NOT_PAYABLE,
          );
        }
        return { payFinish: outcome.paid, orderNo: order.orderNo };
      } catch (error) {
        if (error instanceof AppError && error.errorCode === ErrorCode.PAYMENT_HOST_UNAVAILABLE) {
          // The host did not answer: the payment may well have completed. Reconciliation asks
          // again in a few minutes and records it once, whatever the browser does meanwhile.
          await paymentsOf().watch(input.paymentId, order.orderNo);
        }
        if (error instanceof AppError && error.errorCode === ErrorCode.PAYMENT_NOT_VERIFIABLE) {
          const already = await orders.findForUser(userId, input.orderNo);
          if (
            already?.status === 'paid' &&
            (await paymentsOf().paidBy(userId, order.orderNo, input.paymentId))
          ) {
            return { payFinish: true, orderNo: order.orderNo };
          }
          // Not settled yet at the host (still pending), or not ours: reconciliation asks the host
          // and records it only if it is a payment of one of our attempts.
          if (already?.status === 'unpaid') await paymentsOf().watch(input.paymentId, order.orderNo);
        }
        throw error;
      }
    },
  };
};
