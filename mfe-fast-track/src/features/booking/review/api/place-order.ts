import { type EndpointResult, ErrorCode } from '@portal/shared/contracts';
import { fastTrackSpine } from '@portal/shared/contracts/fast-track';
import { callApi } from '@portal/shared/http';
import { translateError } from '@portal/shared/i18n';

export type PlacedFastTrackOrder = EndpointResult<typeof fastTrackSpine.createOrder>;

export type PlaceOrderResult =
  | { kind: 'placed'; order: PlacedFastTrackOrder }
  | { kind: 'wrongPassword' }
  | { kind: 'failed'; errorCode: number; message: string };

const failed = (errorCode: number, message: string): PlaceOrderResult => ({
  kind: 'failed',
  errorCode,
  message: translateError(errorCode, message),
});

/**
 * The password again (`verifyPwd`), then the order with its single-use proof (`createOrder`): a
 * complimentary use is taken where one is left; an unpaid order comes with its host session
 * (for `cardId`, that saved card's). A draft placed before answers its order again with a new
 * session, which is how a failed payment is tried again. Rejects only on a connection failure.
 */
export async function placeOrder(input: {
  uuid: string;
  password: string;
  cardId?: number;
}): Promise<PlaceOrderResult> {
  const { uuid, password, cardId } = input;
  const verified = await callApi(fastTrackSpine.verifyPwd, { uuid, password });
  if (!verified.ok) {
    if (verified.errorCode === ErrorCode.PASSWORD_INCORRECT) return { kind: 'wrongPassword' };
    return failed(verified.errorCode, verified.message);
  }
  const proof = verified.result.proof;
  const placed = await callApi(
    fastTrackSpine.createOrder,
    cardId === undefined ? { uuid, proof } : { uuid, proof, cardId },
  );
  if (!placed.ok) return failed(placed.errorCode, placed.message);
  return { kind: 'placed', order: placed.result };
}
