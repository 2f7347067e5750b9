import { isAtLeastHoursAhead, SERVICE_POLICY } from '@portal/shared/policy';
import { LOCAL_DATE_PATTERN, LOCAL_TIME_PATTERN, zonedInstant } from '@portal/shared/time';
import type { BookingDraft, FlightDraft, PlaceChoice } from '../../lib/drafts';

export type DetailField = 'from' | 'to' | 'flightNumber' | 'flightDate' | 'pickupDate' | 'pickupTime';
/** Field → message key with its namespace (`common:validation.required`, …). */
export type DetailErrors = Partial<Record<DetailField, string>>;

const REQUIRED = 'common:validation.required';
export const ONE_END_AIRPORT = 'common:errors.50020';

/** The end of the trip that is an airport (the first, when both are), and which way the trip goes. */
export const tripAirport = (from: PlaceChoice | null, to: PlaceChoice | null) => {
  if (from?.kind === 'airport' && from.airportCode)
    return { airportCode: from.airportCode, direction: 'fromAirport' as const, place: from };
  if (to?.kind === 'airport' && to.airportCode)
    return { airportCode: to.airportCode, direction: 'toAirport' as const, place: to };
  return null;
};

/**
 * The shared flight-number rule (`validateFlightNumber` of `@portal/shared/validation`), handed in
 * by the caller: it loads with the contracts (and zod), which entering the first step must not
 * download (decision 0004).
 */
export type FlightNumberCheck = (value: string) => string | null;

/** `ba 0117` → `BA0117`, as `normaliseFlightNumber` does (without loading the validation module). */
export const normaliseFlight = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** The flight's fields alone (for Find flight): a flight number by the shared rule and a date. */
export const validateFlight = (
  values: Pick<FlightDraft, 'flightNumber' | 'flightDate'>,
  checkNumber: FlightNumberCheck,
) => {
  const errors: DetailErrors = {};
  const flightKey = checkNumber(values.flightNumber);
  if (flightKey) errors.flightNumber = `common:${flightKey}`;
  if (!LOCAL_DATE_PATTERN.test(values.flightDate)) errors.flightDate = REQUIRED;
  return { errors, flightNumber: normaliseFlight(values.flightNumber) };
};

/**
 * Every field of step 1 before anything is sent: both places (one an airport), the flight, the
 * pick-up's date and time and, once the airport's zone is known (from the flight), the policy's
 * lead time ahead (`SERVICE_POLICY.transport.minHoursAhead`, on instants as the API counts it).
 * The API checks it all again.
 */
export const validateDetails = (
  booking: BookingDraft,
  flight: FlightDraft,
  timeZone: string | null,
  checkNumber: FlightNumberCheck,
  now: number = Date.now(),
) => {
  const { errors, flightNumber } = validateFlight(flight, checkNumber);
  if (!booking.from) errors.from = REQUIRED;
  if (!booking.to) errors.to = REQUIRED;
  if (booking.from && booking.to && !tripAirport(booking.from, booking.to)) errors.to = ONE_END_AIRPORT;
  if (!LOCAL_DATE_PATTERN.test(booking.pickupDate)) errors.pickupDate = REQUIRED;
  if (!LOCAL_TIME_PATTERN.test(booking.pickupTime)) errors.pickupTime = REQUIRED;
  if (!errors.pickupDate && !errors.pickupTime && timeZone) {
    const at = zonedInstant(booking.pickupDate, booking.pickupTime, timeZone);
    if (!isAtLeastHoursAhead(at, SERVICE_POLICY.transport.minHoursAhead, new Date(now)))
      errors.pickupDate = 'details.tooSoon';
  }
  return { errors, flightNumber, ok: Object.keys(errors).length === 0 };
};
