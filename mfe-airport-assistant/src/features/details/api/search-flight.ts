import { ErrorCode } from '@portal/shared/contracts';
import { type AssistantServiceType, searchAssistantFlight } from '@portal/shared/contracts/airport-assistant';
import type { FlightLeg } from '@portal/shared/contracts/flights';
import { callApi } from '@portal/shared/http';
import { translateError } from '@portal/shared/i18n';

export type FlightSearchResult =
  | { kind: 'found'; leg: FlightLeg; airlineName: string }
  /** FLIGHT_NOT_LOCATED: unknown on that date, or not at this airport. */
  | { kind: 'notLocated' }
  | { kind: 'failed'; message: string };

/**
 * The leg of a flight that lands at (arrival) or leaves from (departure) the airport, for an
 * indirect flight the one connecting to it. Rejects only on a connection failure (already shown).
 */
export async function searchFlight(input: {
  flightNumber: string;
  date: string;
  airportCode: string;
  serviceType: AssistantServiceType;
}): Promise<FlightSearchResult> {
  const outcome = await callApi(searchAssistantFlight, input);
  if (outcome.ok)
    return { kind: 'found', leg: outcome.result.leg, airlineName: outcome.result.flight.airlineName };
  if (outcome.errorCode === ErrorCode.FLIGHT_NOT_LOCATED) return { kind: 'notLocated' };
  return { kind: 'failed', message: translateError(outcome.errorCode, outcome.message) };
}
