import { ErrorCode } from '@portal/shared/contracts';
import { type AssistantServiceType, isArrival } from '@portal/shared/contracts/airport-assistant';
import type { Flight, FlightLeg } from '@portal/shared/contracts/flights';
import { isAtLeastHoursAhead, SERVICE_POLICY } from '@portal/shared/policy';
import { AppError } from '../../lib/app-error';

const MINUTE_MS = 60_000;

/**
 * The leg the service meets: for an arrival, the one that lands at the airport; for a departure,
 * the one that leaves it (for an indirect flight at its hub: the connection onward). None: the
 * flight does not land at or leave the airport, FLIGHT_NOT_LOCATED.
 */
export const legAt = (flight: Flight, airportCode: string, serviceType: AssistantServiceType): FlightLeg => {
  const leg = flight.legs.find((candidate) =>
    isArrival(serviceType)
      ? candidate.arrival.code === airportCode
      : candidate.departure.code === airportCode,
  );
  if (!leg) throw new AppError(ErrorCode.FLIGHT_NOT_LOCATED);
  return leg;
};

/**
 * The booking rules of the service policy (`SERVICE_POLICY.airportAssistant`), on instants (the
 * airport's zone gave `serviceAt`): at least `minHoursAhead` of real time ahead (BOOKING_TOO_SOON);
 * an arrival from the landing until `serviceWindowMinutes.arrival` after it, a departure from
 * `serviceWindowMinutes.departure` before take-off until take-off (SERVICE_TIME_OFF_FLIGHT); a
 * departure under `nearDepartureMinutes` before take-off only when confirmed (NEAR_DEPARTURE_UNCONFIRMED).
 */
export const checkServiceTime = (input: {
  serviceType: AssistantServiceType;
  leg: FlightLeg;
  serviceAt: Date;
  now: Date;
  confirmNearDeparture?: boolean;
}): void => {
  const rules = SERVICE_POLICY.airportAssistant;
  const at = input.serviceAt.getTime();
  if (!isAtLeastHoursAhead(input.serviceAt, rules.minHoursAhead, input.now)) {
    throw new AppError(ErrorCode.BOOKING_TOO_SOON, { details: { minHours: rules.minHoursAhead } });
  }
  if (isArrival(input.serviceType)) {
    const lands = Date.parse(input.leg.arrival.at);
    if (at < lands || at > lands + rules.serviceWindowMinutes.arrival * MINUTE_MS) {
      throw new AppError(ErrorCode.SERVICE_TIME_OFF_FLIGHT);
    }
    return;
  }
  const takesOff = Date.parse(input.leg.departure.at);
  if (at > takesOff || at < takesOff - rules.serviceWindowMinutes.departure * MINUTE_MS) {
    throw new AppError(ErrorCode.SERVICE_TIME_OFF_FLIGHT);
  }
  if (takesOff - at < rules.nearDepartureMinutes * MINUTE_MS && !input.confirmNearDeparture) {
    throw new AppError(ErrorCode.NEAR_DEPARTURE_UNCONFIRMED);
  }
};
