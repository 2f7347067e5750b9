import { spinePaymentReturn } from '@portal/shared/bookings/spine-payment-return';
import { airportAssistantSpine } from '@portal/shared/contracts/airport-assistant';
import type { PaymentReturnModule } from '@portal/shared/remote';

/**
 * Airport Assistant's payment return, exposed as `mfe-airport-assistant/payment-return` (decision
 * 0006): the shell hands it a return from the payment host whose pending payment is an Airport
 * Assistant booking.
 */

/** The result page reads `currentType` and `isWhat` (0 paid, 1 or 2 not paid). */
export const RESULT_PATH = '/airport-assistant/succ';

/** The module's one export the shell calls (`PaymentReturnModule`). */
export const finishPayment: PaymentReturnModule['finishPayment'] = spinePaymentReturn(
  airportAssistantSpine.finishBooking,
  RESULT_PATH,
);
