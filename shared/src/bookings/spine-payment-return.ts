import type { ContractSchema, EndpointContract } from '@portal/shared/contracts';
import { callApi } from '@portal/shared/http';
import {
  bookingResultUrl,
  type FinishPaymentInput,
  type PaymentReturnModule,
  resultIsWhat,
} from '@portal/shared/remote';
import type { PendingBookingPayment } from '@portal/shared/stores';

/**
 * A service's finish contract: the spine's `finishBooking`, or any call with its input and answer
 * (Transport's `finish-manual-booking` for a quoted request).
 */
export type FinishContract = EndpointContract<
  ContractSchema<unknown, { uuid: string; orderNo?: string; paymentId: string; mac?: string }>,
  ContractSchema<{ payFinish: boolean; orderNo: string }>
>;

/**
 * A service's payment return (decision 0006), the `finishPayment` of its exposed
 * `./payment-return` module: finishes the booking's payment with the service's finish contract
 * (which asks the host once) and names the service's result page with `currentType` and `isWhat`
 * (0 paid, 1 or 2 not paid). `finish` is the contract, or picks it by the pending payment (a
 * service with two kinds of order). A refusal (a payment that cannot be verified, a foreign order)
 * or an unreachable API (the http client has told the user) is not paid.
 */
export const spinePaymentReturn =
  (
    finish: FinishContract | ((pending: PendingBookingPayment) => FinishContract),
    resultPath: string,
  ): PaymentReturnModule['finishPayment'] =>
  async (input) => {
    const contract = typeof finish === 'function' ? finish(input.pending) : finish;
    let payFinish = false;
    try {
      payFinish = await finishWith(contract, input);
    } catch {
      // Unreachable API: the result page says the booking is not paid.
    }
    const isWhat = resultIsWhat(payFinish, input.pending.currentType);
    return { to: bookingResultUrl(resultPath, isWhat, input.pending) };
  };

const finishWith = async (
  contract: FinishContract,
  { paymentId, mac, pending }: FinishPaymentInput,
): Promise<boolean> => {
  const outcome = await callApi(contract, {
    uuid: pending.uuid,
    orderNo: pending.orderNo,
    paymentId,
    ...(mac ? { mac } : {}),
  });
  return outcome.ok && outcome.result.payFinish;
};
