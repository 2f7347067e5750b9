import type { BookingPaymentType, PendingBookingPayment } from '@portal/shared/stores';

/** What a booking's finish check gets when the browser comes back from the payment host. */
export interface BookingFinishInput {
  paymentId: string;
  /** The MAC the host put on the return URL, when it sent one (the API checks it). */
  mac: string | null;
  pending: PendingBookingPayment;
}

/**
 * One booking kind's finish check: its `/…/finish-booking` call and its result page. Each
 * booking issue adds its own entry to `bookingFinishChecks` below.
 */
export interface BookingFinishCheck {
  /**
   * Asks the API to finish the booking's payment and resolves with its `payFinish`. A business
   * failure (state '0') resolves false; a connection failure may reject (also counted as false).
   */
  finish: (input: BookingFinishInput) => Promise<boolean>;
  /** The booking's result page, e.g. '/transport-services/succ'; it reads `isWhat` and `currentType`. */
  resultPath: string;
}

export type BookingFinishChecks = Partial<Record<BookingPaymentType, BookingFinishCheck>>;

/**
 * The finish checks by pending payment type (1 transport, 2 airport assistant, 3 fast track).
 * Empty until the booking issues add theirs; a return for a type without a check is reported as
 * not verifiable. The booking wizard calls `savePendingPayment` (@portal/shared/stores) before it
 * sends the browser to the host. An entry looks like:
 *
 *   1: {
 *     resultPath: '/transport-services/succ',
 *     finish: async ({ paymentId, pending }) => {
 *       const outcome = pending.isNormal
 *         ? await callApi(finishBooking, { uuid: pending.uuid, paymentId, orderNo: pending.orderNo })
 *         : await callApi(finishManualBooking, { uuid: pending.uuid, paymentId });
 *       return outcome.ok && outcome.result.payFinish;
 *     },
 *   },
 */
export const bookingFinishChecks: BookingFinishChecks = {};

/** The result page's `isWhat`: 0 paid; on failure 2 for a new booking (`currentType` 0), else 1. */
export type IsWhat = 0 | 1 | 2;

export const resultIsWhat = (payFinish: boolean, currentType: number): IsWhat => {
  if (payFinish) return 0;
  return currentType === 0 ? 2 : 1;
};

export const bookingResultUrl = (resultPath: string, isWhat: IsWhat, pending: PendingBookingPayment) => {
  const query = new URLSearchParams({ currentType: String(pending.currentType), isWhat: String(isWhat) });
  return `${resultPath}?${query}`;
};
