import { spinePaymentReturn } from '@portal/shared/bookings/spine-payment-return';
import { transportFinishManualBooking, transportSpine } from '@portal/shared/contracts/transport';
import { callApi } from '@portal/shared/http';
import { bookingResultUrl, type PaymentReturnModule, resultIsWhat } from '@portal/shared/remote';

/**
 * Transport's payment return, exposed as `mfe-transport/payment-return` (decision 0006): the shell
 * hands it a return from the payment host whose pending payment is a Transport booking. A booking
 * placed in the wizard is finished by the spine (`/transport/finish-booking`); the quotation of a
 * booking request (`isNormal` false) by `/transport/finish-manual-booking`.
 */

/** The result page reads `currentType` and `isWhat` (0 paid, 1 or 2 not paid). */
export const RESULT_PATH = '/transport-services/succ';

const finishBooking = spinePaymentReturn(transportSpine, RESULT_PATH);

const finishManualBooking: PaymentReturnModule['finishPayment'] = async ({ paymentId, mac, pending }) => {
  let payFinish = false;
  try {
    const outcome = await callApi(transportFinishManualBooking, {
      uuid: pending.uuid,
      orderNo: pending.orderNo,
      paymentId,
      ...(mac ? { mac } : {}),
    });
    payFinish = outcome.ok && outcome.result.payFinish;
  } catch {
    // Unreachable API: the result page says the booking is not paid.
  }
  return { to: bookingResultUrl(RESULT_PATH, resultIsWhat(payFinish, pending.currentType), pending) };
};

/** The module's one export the shell calls (`PaymentReturnModule`). */
export const finishPayment: PaymentReturnModule['finishPayment'] = (input) =>
  input.pending.isNormal ? finishBooking(input) : finishManualBooking(input);
