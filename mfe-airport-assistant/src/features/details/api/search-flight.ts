import { type FlightSearchResult, flightSearchResult } from '@portal/shared/bookings/flight-search';
import { type AssistantServiceType, searchAssistantFlight } from '@portal/shared/contracts/airport-assistant';
import { callApi } from '@portal/shared/http';

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
  return flightSearchResult(await callApi(searchAssistantFlight, input));
}
