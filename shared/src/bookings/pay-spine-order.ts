import { BOOKING_SERVICES, type BookingService, ErrorCode } from '@portal/shared/contracts';
import { errorMessages } from '@portal/shared/contracts/error-messages';
import type { PaymentSession } from '@portal/shared/contracts/payments';
import { translateError } from '@portal/shared/i18n';
import { type HostCard, type PayWithHostResult, payWithHost } from '@portal/shared/payments';
import type { PendingReturn } from '@portal/shared/stores';

/** What paying needs of a placed order (the booking spine's `createOrder` answer). */
export interface PayableOrder {
  orderNo: string;
  /** The host session `createOrder` opened; null when nothing is to be paid. */
  payment: PaymentSession | null;
}

/**
 * The note the return on home finishes (decision 0006) for a booking the spine placed: the shell
 * hands it to the service's `./payment-return` (by its `type`), which finishes it with the service's
 * `finishBooking` and shows its result page. `currentType` 0, a new booking: a payment that did not
 * go through comes back with isWhat 2, as from the wizard, whose Try again places the draft again.
 */
export const spineBookingNote = (service: BookingService, uuid: string, orderNo: string): PendingReturn => ({
  kind: 'booking',
  info: { uuid, orderNo, type: BOOKING_SERVICES[service].type, isNormal: true, currentType: 0 },
});

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
            // Shown as it is: in the visitor's language, as the spine's other failures.
            message: translateError(ErrorCode.ORDER_NOT_PAYABLE, errorMessages[ErrorCode.ORDER_NOT_PAYABLE]),
            details: null,
          },
    card,
    pending: spineBookingNote(service, uuid, order.orderNo),
  });
