import { ErrorCode } from '@portal/shared/contracts';
import { type CarType, checkOverKmCharge, selectTransportCar } from '@portal/shared/contracts/transport';
import { callApi } from '@portal/shared/http';
import { translateError } from '@portal/shared/i18n';
import type { BookingDraft, CarChoice, FlightDraft } from '../../../lib/drafts';
import { saveDetails } from '../../../lib/save-details';

/** The extra mileage of the trip in one car type, or null when it cannot be read (the price still shows). */
export async function readOverKm(uuid: string, carType: CarType, signal: AbortSignal) {
  const outcome = await callApi(checkOverKmCharge, { uuid, carType }, { signal, quiet: true });
  return outcome.ok ? outcome.result : null;
}

export type SelectCarResult =
  | { kind: 'selected'; car: CarChoice }
  /** CAR_TYPE_UNAVAILABLE: taken meanwhile; the list is read again. */
  | { kind: 'unavailable' }
  /** BOOKING_INCOMPLETE: the draft is gone; Booking Details are saved again. */
  | { kind: 'restart'; message: string }
  | { kind: 'failed'; message: string };

/** Select Car into the draft. Rejects only on a connection failure (already shown). */
export async function selectCar(uuid: string, carType: CarType): Promise<SelectCarResult> {
  const outcome = await callApi(selectTransportCar, { uuid, carType });
  if (outcome.ok) {
    const { passengers, luggage, basePrice, extraMileage, price, currency } = outcome.result.car;
    return {
      kind: 'selected',
      car: { carType, passengers, luggage, basePrice, extraMileage, price, currency },
    };
  }
  if (outcome.errorCode === ErrorCode.CAR_TYPE_UNAVAILABLE) return { kind: 'unavailable' };
  const message = translateError(outcome.errorCode, outcome.message);
  if (outcome.errorCode === ErrorCode.BOOKING_INCOMPLETE) return { kind: 'restart', message };
  return { kind: 'failed', message };
}

/** The cars free now for the saved Booking Details (`search-cars` again, same draft). */
export async function refreshCars(uuid: string, booking: BookingDraft, flight: FlightDraft) {
  if (!booking.from || !booking.to) return null;
  const result = await saveDetails({
    uuid,
    orderNo: null,
    from: booking.from.id,
    to: booking.to.id,
    flightNumber: flight.flightNumber,
    flightDate: flight.flightDate,
    pickupDate: booking.pickupDate,
    pickupTime: booking.pickupTime,
    adults: booking.adults,
    children: booking.children,
    luggage: booking.luggage,
    // Already confirmed when the details were saved.
    confirmNearDeparture: true,
  });
  return result.kind === 'saved' ? result : null;
}
