import type { PendingBookingPayment } from '@portal/shared/stores';

/**
 * What a booking service's remote exposes as `./payment-return` (decision 0006). Back from the
 * payment host on `/?paymentId=…`, the shell reads the pending payment's type, loads that
 * service's module (`BOOKING_SERVICES[…].remote`) and hands it the return; the service calls its
 * own `finish-booking` and names its result page. The shell never learns a service's endpoints.
 */
export interface PaymentReturnModule {
  finishPayment(input: FinishPaymentInput): Promise<FinishPaymentResult>;
}

export interface FinishPaymentInput {
  /** The host's payment id from the return URL. */
  paymentId: string;
  /** The MAC the host put on the return URL, when it sent one (the API checks it). */
  mac: string | null;
  /** The note the wizard saved before leaving (`savePendingPayment`); already cleared from storage. */
  pending: PendingBookingPayment;
}

export interface FinishPaymentResult {
  /**
   * The service's result page, a path of this origin, e.g. `bookingResultUrl('/fast-track/complete',
   * …)`. An unpaid or unreachable finish is a result too (isWhat 1 or 2): only a return the service
   * cannot judge at all rejects, and the shell then says the payment could not be verified.
   */
  to: string;
}

/** The result page's `isWhat`: 0 paid; on failure 2 for a new booking (`currentType` 0), else 1. */
export type IsWhat = 0 | 1 | 2;

export const resultIsWhat = (payFinish: boolean, currentType: number): IsWhat => {
  if (payFinish) return 0;
  return currentType === 0 ? 2 : 1;
};

/** Whether a result page's query says the payment did not go through (isWhat 1 or 2). */
export const isUnpaidResult = (search: URLSearchParams): boolean => {
  const isWhat = search.get('isWhat');
  return isWhat === '1' || isWhat === '2';
};

/**
 * `resultPath?currentType=…&isWhat=…&orderNo=…`: the query the specification's result pages read,
 * and the order, so the page shows it also when no wizard draft names it (paid from the bookings).
 */
export const bookingResultUrl = (resultPath: string, isWhat: IsWhat, pending: PendingBookingPayment) => {
  const query = new URLSearchParams({
    currentType: String(pending.currentType),
    isWhat: String(isWhat),
    orderNo: pending.orderNo,
  });
  return `${resultPath}?${query}`;
};
