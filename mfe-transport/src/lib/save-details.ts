import {
  type DetailsToSave as DraftDetails,
  dropUnpaidOrder,
  saveIntoDraft,
} from '@portal/shared/bookings/save-into-draft';
import { ErrorCode } from '@portal/shared/contracts';
import { searchTransportCars, transportOrder, transportSpine } from '@portal/shared/contracts/transport';
import type { RequestReason } from '@portal/shared/contracts/transport-values';
import { callApi } from '@portal/shared/http';
import { translateError } from '@portal/shared/i18n';
import type { CarChoice, TripInfo } from './drafts';

/**
 * Saving Booking Details into the server's draft: step 1 sends them (through its lazily loaded
 * `details-calls`), and the car step saves them again to refresh the cars.
 */

export type DetailsToSave = DraftDetails<typeof searchTransportCars>;

export type SaveDetailsResult =
  | { kind: 'saved'; uuid: string; trip: TripInfo; cars: CarChoice[]; request: RequestReason | null }
  /** NEAR_DEPARTURE_UNCONFIRMED: under the policy's near-departure hours before take-off, to be confirmed. */
  | { kind: 'nearDeparture' }
  /** A field's message key (`common:errors.…`, `details.tooSoon`). */
  | { kind: 'field'; field: 'to' | 'flightNumber' | 'pickupDate' | 'pickupTime'; key: string }
  | { kind: 'failed'; message: string };

const FIELD_ERRORS: Partial<Record<number, 'to' | 'flightNumber' | 'pickupDate' | 'pickupTime'>> = {
  [ErrorCode.ONE_END_AIRPORT]: 'to',
  [ErrorCode.MILEAGE_EXCEEDED]: 'to',
  [ErrorCode.NO_CARS_AVAILABLE]: 'to',
  [ErrorCode.FLIGHT_NOT_LOCATED]: 'flightNumber',
  [ErrorCode.SERVICE_TIME_OFF_FLIGHT]: 'pickupTime',
  [ErrorCode.BOOKING_TOO_SOON]: 'pickupDate',
};

const failed = (errorCode: number, message: string): SaveDetailsResult => {
  if (errorCode === ErrorCode.NEAR_DEPARTURE_UNCONFIRMED) return { kind: 'nearDeparture' };
  const field = FIELD_ERRORS[errorCode];
  if (field)
    return {
      kind: 'field',
      field,
      key: errorCode === ErrorCode.BOOKING_TOO_SOON ? 'details.tooSoon' : `common:errors.${errorCode}`,
    };
  return { kind: 'failed', message: translateError(errorCode, message) };
};

/**
 * Booking Details into the server's draft (`/transport/search-cars`), answered with the trip and
 * its cars or why it can only be a booking request. Rejects only on a connection failure.
 */
export async function saveDetails(input: DetailsToSave): Promise<SaveDetailsResult> {
  const { uuid: savedUuid, orderNo, confirmNearDeparture, ...details } = input;
  if (orderNo)
    await dropUnpaidOrder(orderNo, (no) => callApi(transportOrder, { orderNo: no }), transportSpine);
  const body = { ...details, ...(confirmNearDeparture ? { confirmNearDeparture: true } : {}) };
  const saved = await saveIntoDraft(orderNo ? null : savedUuid, (uuid) =>
    callApi(searchTransportCars, uuid ? { uuid, ...body } : body),
  );
  if (!saved.ok) return failed(saved.errorCode, saved.message);
  const { trip, cars, request } = saved.result;
  return {
    kind: 'saved',
    uuid: saved.result.uuid,
    trip: {
      airportCode: trip.airportCode,
      airportName: trip.airportName,
      direction: trip.direction,
      distanceKm: trip.distanceKm,
      standardKm: trip.standardKm,
      maxKm: trip.maxKm,
      pickupAt: trip.pickupAt,
      timeZone: trip.timeZone,
    },
    cars: cars.map(({ carType, passengers, luggage, basePrice, extraMileage, price, currency }) => ({
      carType,
      passengers,
      luggage,
      basePrice,
      extraMileage,
      price,
      currency,
    })),
    request: request?.reason ?? null,
  };
}
