import { BOOKING_SERVICES, ErrorCode, errorMessages } from '@portal/shared/contracts';
import { type HostCard, type PayWithHostResult, payWithHost } from '@portal/shared/payments';
import type { PlacedFastTrackOrder } from './place-order';

/**
 * Pays a placed order at the payment host with the session `createOrder` opened: a saved card's
 * session already holds its token (nothing is sent but the session), a new card goes from the
 * browser to the host only. The note for the return on home names this booking (decision 0006).
 */
export const payOrder = (
  uuid: string,
  order: PlacedFastTrackOrder,
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
        type: BOOKING_SERVICES.fast_track.type,
        isNormal: true,
        // A new booking: a failed payment comes back with isWhat 2.
        currentType: 0,
      },
    },
  });
