import type { BookingSpine } from '@portal/shared/contracts/bookings';
import { callApi } from '@portal/shared/http';
import {
  bookingResultUrl,
  type FinishPaymentInput,
  type PaymentReturnModule,
  resultIsWhat,
} from '@portal/shared/remote';

/**
 * A service's payment return (decision 0006), the `finishPayment` of its exposed
 * `./payment-return` module: finishes the booking's payment with the API (`finishBooking`, which
 * asks the host once) and names the service's result page with `currentType` and `isWhat` (0 paid,
 * 1 or 2 not paid). A refusal (a payment that cannot be verified, a foreign order) or an unreachable
 * API (the http client has told the user) is not paid.
 */
export const spinePaymentReturn =
  (spine: Pick<BookingSpine, 'finishBooking'>, resultPath: string): PaymentReturnModule['finishPayment'] =>
  async (input) => {
    let payFinish = false;
    try {
      payFinish = await finishSpineBooking(spine, input);
    } catch {
      // Unreachable API: the result page says the booking is not paid.
    }
    const isWhat = resultIsWhat(payFinish, input.pending.currentType);
    return { to: bookingResultUrl(resultPath, isWhat, input.pending) };
  };

const finishSpineBooking = async (
  spine: Pick<BookingSpine, 'finishBooking'>,
  { paymentId, mac, pending }: FinishPaymentInput,
): Promise<boolean> => {
  const outcome = await callApi(spine.finishBooking, {
    uuid: pending.uuid,
    orderNo: pending.orderNo,
    paymentId,
    ...(mac ? { mac } : {}),
  });
  return outcome.ok && outcome.result.payFinish;
};
