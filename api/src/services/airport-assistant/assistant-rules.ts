import { ErrorCode } from '@portal/shared/contracts';
import {
  ASSISTANT_ARRIVAL_WINDOW_MINUTES,
  ASSISTANT_CONFIRM_BEFORE_DEPARTURE_MINUTES,
  ASSISTANT_DEPARTURE_WINDOW_MINUTES,
  ASSISTANT_LEAD_HOURS,
  type AssistantServiceType,
  isArrival,
} from '@portal/shared/contracts/airport-assistant';
import type { Flight, FlightLeg } from '@portal/shared/contracts/flights';
import { isAtLeastHoursAhead } from '@portal/shared/validation';
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
 * The booking rules on instants (the airport's zone gave `serviceAt`): at least ASSISTANT_LEAD_HOURS
 * of real time ahead (BOOKING_TOO_SOON); an arrival from the landing until
 * ASSISTANT_ARRIVAL_WINDOW_MINUTES after it, a departure from ASSISTANT_DEPARTURE_WINDOW_MINUTES
 * before take-off until take-off (SERVICE_TIME_OFF_FLIGHT); a departure under
 * ASSISTANT_CONFIRM_BEFORE_DEPARTURE_MINUTES before take-off only when confirmed
 * (NEAR_DEPARTURE_UNCONFIRMED).
 */
export const checkServiceTime = (input: {
  serviceType: AssistantServiceType;
  leg: FlightLeg;
  serviceAt: Date;
  now: Date;
  confirmNearDeparture?: boolean;
}): void => {
  const at = input.serviceAt.getTime();
  if (!isAtLeastHoursAhead(input.serviceAt, ASSISTANT_LEAD_HOURS, input.now)) {
    throw new AppError(ErrorCode.BOOKING_TOO_SOON, { details: { minHours: ASSISTANT_LEAD_HOURS } });
  }
  if (isArrival(input.serviceType)) {
    const lands = Date.parse(input.leg.arrival.at);
    if (at < lands || at > lands + ASSISTANT_ARRIVAL_WINDOW_MINUTES * MINUTE_MS) {
      throw new AppError(ErrorCode.SERVICE_TIME_OFF_FLIGHT);
    }
    return;
  }
  const takesOff = Date.parse(input.leg.departure.at);
  if (at > takesOff || at < takesOff - ASSISTANT_DEPARTURE_WINDOW_MINUTES * MINUTE_MS) {
    throw new AppError(ErrorCode.SERVICE_TIME_OFF_FLIGHT);
  }
  if (takesOff - at < ASSISTANT_CONFIRM_BEFORE_DEPARTURE_MINUTES * MINUTE_MS && !input.confirmNearDeparture) {
    throw new AppError(ErrorCode.NEAR_DEPARTURE_UNCONFIRMED);
  }
};
