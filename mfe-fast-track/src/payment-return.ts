import { spinePaymentReturn } from '@portal/shared/bookings/spine-payment-return';
import { fastTrackSpine } from '@portal/shared/contracts/fast-track';
import type { PaymentReturnModule } from '@portal/shared/remote';

/**
 * Fast Track's payment return, exposed as `mfe-fast-track/payment-return` (decision 0006): the
 * shell hands it a return from the payment host whose pending payment is a Fast Track booking.
 */

/** The booking's last step reads `currentType` and `isWhat` (0 paid, 1 or 2 not paid). */
export const RESULT_PATH = '/fast-track/complete';

/** The module's one export the shell calls (`PaymentReturnModule`). */
export const finishPayment: PaymentReturnModule['finishPayment'] = spinePaymentReturn(
  fastTrackSpine.finishBooking,
  RESULT_PATH,
);
