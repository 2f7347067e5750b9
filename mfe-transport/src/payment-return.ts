import { spinePaymentReturn } from '@portal/shared/bookings/spine-payment-return';
import { transportFinishManualBooking, transportSpine } from '@portal/shared/contracts/transport';
import type { PaymentReturnModule } from '@portal/shared/remote';

/**
 * Transport's payment return, exposed as `mfe-transport/payment-return` (decision 0006): the shell
 * hands it a return from the payment host whose pending payment is a Transport booking. A booking
 * placed in the wizard is finished by the spine (`/transport/finish-booking`); the quotation of a
 * booking request (`isNormal` false) by `/transport/finish-manual-booking`.
 */

/** The result page reads `currentType` and `isWhat` (0 paid, 1 or 2 not paid). */
export const RESULT_PATH = '/transport-services/succ';

/** The module's one export the shell calls (`PaymentReturnModule`). */
export const finishPayment: PaymentReturnModule['finishPayment'] = spinePaymentReturn(
  (pending) => (pending.isNormal ? transportSpine.finishBooking : transportFinishManualBooking),
  RESULT_PATH,
);
