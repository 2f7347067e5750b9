import { fastTrackSpine } from '@portal/shared/contracts/fast-track';
import { callApi } from '@portal/shared/http';
import {
  bookingResultUrl,
  type FinishPaymentInput,
  type PaymentReturnModule,
  resultIsWhat,
} from '@portal/shared/remote';

/**
 * Fast Track's payment return, exposed as `mfe-fast-track/payment-return` (decision 0006): the
 * shell hands it a return from the payment host whose pending payment is a Fast Track booking.
 */

/** The booking's last step reads `currentType` and `isWhat` (0 paid, 1 or 2 not paid). */
export const RESULT_PATH = '/fast-track/complete';

/**
 * Finishes the booking's payment with the API (which asks the host, once) and answers its
 * `payFinish`. A refusal (a payment that cannot be verified, a foreign order) is not paid.
 */
const finishFastTrackBooking = async ({ paymentId, mac, pending }: FinishPaymentInput): Promise<boolean> => {
  const outcome = await callApi(fastTrackSpine.finishBooking, {
    uuid: pending.uuid,
    orderNo: pending.orderNo,
    paymentId,
    ...(mac ? { mac } : {}),
  });
  return outcome.ok && outcome.result.payFinish;
};

/** The module's one export the shell calls (`PaymentReturnModule`). */
export const finishPayment: PaymentReturnModule['finishPayment'] = async (input) => {
  let payFinish = false;
  try {
    payFinish = await finishFastTrackBooking(input);
  } catch {
    // Unreachable API: the http client has told the user; the result page says the booking is not paid.
  }
  const isWhat = resultIsWhat(payFinish, input.pending.currentType);
  return { to: bookingResultUrl(RESULT_PATH, isWhat, input.pending) };
};
