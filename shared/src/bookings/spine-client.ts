import { type EndpointResult, ErrorCode } from '@portal/shared/contracts';
import type { BookingSpine } from '@portal/shared/contracts/bookings';
import { callApi } from '@portal/shared/http';
import { translateError } from '@portal/shared/i18n';
import { useRead } from './use-read';

/**
 * The browser side of the booking spine (decision 0007), once for every service: each call takes
 * the service's spine contracts (`fastTrackSpine`, `airportAssistantSpine`, …).
 */

/** A placed order of any service, with its host session (null when nothing is to be paid). */
export type PlacedSpineOrder = EndpointResult<BookingSpine['createOrder']>;

export type PlaceSpineOrderResult =
  | { kind: 'placed'; order: PlacedSpineOrder }
  | { kind: 'wrongPassword' }
  | { kind: 'failed'; errorCode: number; message: string };

const failed = (errorCode: number, message: string): PlaceSpineOrderResult => ({
  kind: 'failed',
  errorCode,
  message: translateError(errorCode, message),
});

/**
 * The password again (`verifyPwd`), then the order with its single-use proof (`createOrder`): a
 * complimentary use is taken where one is left; an unpaid order comes with its host session (for
 * `cardId`, that saved card's). A draft placed before answers its order again with a new session,
 * which is how a failed payment is tried again. Rejects only on a connection failure.
 */
export async function placeSpineOrder(
  spine: Pick<BookingSpine, 'verifyPwd' | 'createOrder'>,
  input: { uuid: string; password: string; cardId?: number },
): Promise<PlaceSpineOrderResult> {
  const { uuid, password, cardId } = input;
  const verified = await callApi(spine.verifyPwd, { uuid, password });
  if (!verified.ok) {
    if (verified.errorCode === ErrorCode.PASSWORD_INCORRECT) return { kind: 'wrongPassword' };
    return failed(verified.errorCode, verified.message);
  }
  const proof = verified.result.proof;
  const placed = await callApi(
    spine.createOrder,
    cardId === undefined ? { uuid, proof } : { uuid, proof, cardId },
  );
  if (!placed.ok) return failed(placed.errorCode, placed.message);
  return { kind: 'placed', order: placed.result };
}

/** The draft priced for this cardholder (`orderReview`): lines, complimentary use, total and why, terms. */
export const useOrderReview = (spine: Pick<BookingSpine, 'orderReview'>, uuid: string) =>
  useRead((signal) => callApi(spine.orderReview, { uuid }, { signal }), uuid);
