import {
  type DetailsToSave as DraftDetails,
  dropUnpaidOrder,
  saveIntoDraft,
} from '@portal/shared/bookings/save-into-draft';
import { ErrorCode } from '@portal/shared/contracts';
import {
  airportAssistantOrder,
  airportAssistantSpine,
  saveAssistantBookingDetails,
} from '@portal/shared/contracts/airport-assistant';
import { callApi } from '@portal/shared/http';
import { translateError } from '@portal/shared/i18n';

export type DetailsToSave = DraftDetails<typeof saveAssistantBookingDetails>;

export type SaveDetailsResult =
  | { kind: 'saved'; uuid: string; serviceAt: string; timeZone: string }
  /** BOOKING_TOO_SOON: under the policy's lead time ahead. */
  | { kind: 'tooSoon' }
  /** SERVICE_TIME_OFF_FLIGHT: the time is not near the flight. */
  | { kind: 'offFlight'; message: string }
  /** NEAR_DEPARTURE_UNCONFIRMED: under an hour before take-off, to be confirmed. */
  | { kind: 'nearDeparture' }
  /** FLIGHT_NOT_LOCATED. */
  | { kind: 'flightNotLocated'; message: string }
  | { kind: 'failed'; message: string };

const failed = (errorCode: number, message: string): SaveDetailsResult => {
  const text = translateError(errorCode, message);
  if (errorCode === ErrorCode.BOOKING_TOO_SOON) return { kind: 'tooSoon' };
  if (errorCode === ErrorCode.SERVICE_TIME_OFF_FLIGHT) return { kind: 'offFlight', message: text };
  if (errorCode === ErrorCode.NEAR_DEPARTURE_UNCONFIRMED) return { kind: 'nearDeparture' };
  if (errorCode === ErrorCode.FLIGHT_NOT_LOCATED) return { kind: 'flightNotLocated', message: text };
  return { kind: 'failed', message: text };
};

/**
 * Step 2 (with step 1's choice) into the server's draft: a new one when there is none. Rejects
 * only on a connection failure (already shown).
 */
export async function saveDetails(input: DetailsToSave): Promise<SaveDetailsResult> {
  const { uuid: savedUuid, orderNo, confirmNearDeparture, ...details } = input;
  if (orderNo)
    await dropUnpaidOrder(
      orderNo,
      (no) => callApi(airportAssistantOrder, { orderNo: no }),
      airportAssistantSpine,
    );
  const body = { ...details, ...(confirmNearDeparture ? { confirmNearDeparture: true } : {}) };
  const saved = await saveIntoDraft(orderNo ? null : savedUuid, (uuid) =>
    callApi(saveAssistantBookingDetails, uuid ? { uuid, ...body } : body),
  );
  if (!saved.ok) return failed(saved.errorCode, saved.message);
  return { kind: 'saved', ...saved.result };
}
