import { BOOKING_SERVICES, type BookingService, ErrorCode, errorMessages } from '@portal/shared/contracts';
import type { PaymentSession } from '@portal/shared/contracts/payments';
import { type HostCard, type PayWithHostResult, payWithHost } from '@portal/shared/payments';

/** What paying needs of a placed order (the booking spine's `createOrder` answer). */
export interface PayableOrder {
  orderNo: string;
  /** The host session `createOrder` opened; null when nothing is to be paid. */
  payment: PaymentSession | null;
}

/**
 * Pays a placed order of `service` at the payment host with the session `createOrder` opened: a
 * saved card's session already holds its token (nothing is sent but the session), a new card goes
 * from the browser to the host only. The note for the return on home names this booking, so the
 * shell hands it to the service's `./payment-return` (decision 0006).
 */
export const paySpineOrder = (
  service: BookingService,
  uuid: string,
  order: PayableOrder,
  card: HostCard,
): Promise<PayWithHostResult> =>
  payWithHost({
    openSession: async () =>
      order.payment
        ? { ok: true, result: order.payment }
        : {
            ok: false,
            errorCode: ErrorCode.ORDER_NOT_PAYABLE,
            message: errorMessages[ErrorCode.ORDER_NOT_PAYABLE],
            details: null,
          },
    card,
    pending: {
      kind: 'booking',
      info: {
        uuid,
        orderNo: order.orderNo,
        type: BOOKING_SERVICES[service].type,
        isNormal: true,
        // A new booking: a failed payment comes back with isWhat 2.
        currentType: 0,
      },
    },
  });
