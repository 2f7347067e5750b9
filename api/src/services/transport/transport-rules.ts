import { ErrorCode } from '@portal/shared/contracts';
import type { Flight, FlightLeg } from '@portal/shared/contracts/flights';
import type { Place, RequestReason, TripDirection } from '@portal/shared/contracts/transport';
import { isAtLeastHoursAhead, SERVICE_POLICY } from '@portal/shared/policy';
import { AppError } from '../../lib/app-error';
import { LARGEST_CAR } from './transport-catalogue';

const HOUR_MS = 3_600_000;

/**
 * The trip's airport and which way it goes: picked up at the airport when `from` is one, else
 * taken to `to`. An airport-to-airport transfer is allowed, its first airport being the trip's.
 * Neither end an airport: ONE_END_AIRPORT.
 */
export const tripEnds = (from: Place, to: Place): { airport: Place; direction: TripDirection } => {
  if (from.airportCode) return { airport: from, direction: 'fromAirport' };
  if (to.airportCode) return { airport: to, direction: 'toAirport' };
  throw new AppError(ErrorCode.ONE_END_AIRPORT);
};

/**
 * The flight's leg at the trip's airport: the one landing there (`fromAirport`) or leaving it
 * (`toAirport`); for an indirect flight, the leg that touches the airport. None: FLIGHT_NOT_LOCATED.
 */
export const legAtAirport = (flight: Flight, airportCode: string, direction: TripDirection): FlightLeg => {
  const leg = flight.legs.find((candidate) =>
    direction === 'fromAirport'
      ? candidate.arrival.code === airportCode
      : candidate.departure.code === airportCode,
  );
  if (!leg) throw new AppError(ErrorCode.FLIGHT_NOT_LOCATED);
  return leg;
};

/**
 * The pick-up rules of the service policy (`SERVICE_POLICY.transport`), on instants: at least
 * `minHoursAhead` of real time ahead (BOOKING_TOO_SOON); from the airport, between the landing and
 * `serviceWindowHours.fromAirport` after it; to the airport, between `serviceWindowHours.toAirport`
 * before take-off and take-off (SERVICE_TIME_OFF_FLIGHT); under `nearDepartureHours` before
 * take-off only when confirmed (NEAR_DEPARTURE_UNCONFIRMED).
 */
export const checkPickupTime = (input: {
  direction: TripDirection;
  leg: FlightLeg;
  pickupAt: Date;
  now: Date;
  confirmNearDeparture?: boolean;
}): void => {
  const rules = SERVICE_POLICY.transport;
  const at = input.pickupAt.getTime();
  if (!isAtLeastHoursAhead(input.pickupAt, rules.minHoursAhead, input.now)) {
    throw new AppError(ErrorCode.BOOKING_TOO_SOON, { details: { minHours: rules.minHoursAhead } });
  }
  if (input.direction === 'fromAirport') {
    const lands = Date.parse(input.leg.arrival.at);
    if (at < lands || at > lands + rules.serviceWindowHours.fromAirport * HOUR_MS) {
      throw new AppError(ErrorCode.SERVICE_TIME_OFF_FLIGHT);
    }
    return;
  }
  const takesOff = Date.parse(input.leg.departure.at);
  if (at > takesOff || at < takesOff - rules.serviceWindowHours.toAirport * HOUR_MS) {
    throw new AppError(ErrorCode.SERVICE_TIME_OFF_FLIGHT);
  }
  if (takesOff - at < rules.nearDepartureHours * HOUR_MS && !input.confirmNearDeparture) {
    throw new AppError(ErrorCode.NEAR_DEPARTURE_UNCONFIRMED);
  }
};

/**
 * Why a trip can only be a booking request, or null when it can be priced: the airport is not one
 * the fleet serves, or the group or its luggage fits no car type.
 */
export const requestReasonOf = (input: {
  served: boolean;
  people: number;
  luggage: number;
}): RequestReason | null => {
  if (!input.served) return 'outsideServedArea';
  if (input.people > LARGEST_CAR.passengers) return 'groupTooLarge';
  if (input.luggage > LARGEST_CAR.luggage) return 'luggageTooLarge';
  return null;
};
