import { ErrorCode } from '@portal/shared/contracts';
import type { Flight, FlightLeg } from '@portal/shared/contracts/flights';
import type { ApiOutcome } from '@portal/shared/http';
import { translateError } from '@portal/shared/i18n';

export type FlightSearchResult =
  | { kind: 'found'; leg: FlightLeg; airlineName: string }
  /** FLIGHT_NOT_LOCATED: unknown on that date, or not at this airport. */
  | { kind: 'notLocated' }
  | { kind: 'failed'; message: string };

/**
 * What a service's `search-flight` answered, as its booking step tells the user: the leg at the
 * service's airport, 'not located' (the step's flight number message), or the failure's text.
 */
export const flightSearchResult = (
  outcome: ApiOutcome<{ flight: Pick<Flight, 'airlineName'>; leg: FlightLeg }>,
): FlightSearchResult => {
  if (outcome.ok)
    return { kind: 'found', leg: outcome.result.leg, airlineName: outcome.result.flight.airlineName };
  if (outcome.errorCode === ErrorCode.FLIGHT_NOT_LOCATED) return { kind: 'notLocated' };
  return { kind: 'failed', message: translateError(outcome.errorCode, outcome.message) };
};
