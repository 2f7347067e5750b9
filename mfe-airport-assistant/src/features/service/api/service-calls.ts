import type { EndpointResult } from '@portal/shared/contracts';
import {
  ASSISTANT_LEVELS,
  ASSISTANT_SERVICE_TYPES,
  type AssistantOffer,
  assistantAirportList,
  searchAssistantService,
} from '@portal/shared/contracts/airport-assistant';
import { type ApiOutcome, callApi } from '@portal/shared/http';
import { translateError } from '@portal/shared/i18n';
import type { AirportChoice } from '../../../lib/drafts';

/**
 * Step 1's calls. A module of its own, imported when the airport field is first used or an airport
 * is chosen: it brings the Airport Assistant contracts (and zod), which entering the first step must
 * not download (decision 0004).
 */

let airports: Promise<AirportChoice[]> | null = null;

const readAirports = async (): Promise<AirportChoice[]> => {
  const outcome = await callApi(assistantAirportList, {});
  if (!outcome.ok) throw new Error(translateError(outcome.errorCode, outcome.message));
  return outcome.result.airports.map(({ code, name, city, country, timeZone }) => ({
    code,
    name,
    city,
    country,
    timeZone,
  }));
};

/** The airports served (over 350): read once per page load and searched in the browser. */
export const loadAirports = (): Promise<AirportChoice[]> => {
  airports ??= readAirports().catch((error: unknown) => {
    // A failed read is asked again the next time the field is used.
    airports = null;
    throw error;
  });
  return airports;
};

/** Only for tests: forget what was read. */
export const forgetLoadedAirports = () => {
  airports = null;
};

const order = (offer: AssistantOffer) =>
  ASSISTANT_SERVICE_TYPES.indexOf(offer.serviceType) * 10 + ASSISTANT_LEVELS.indexOf(offer.level);

/** The services at an airport in the specification's order, and the cardholder's complimentary uses. */
export type ServicesAtAirport = EndpointResult<typeof searchAssistantService>;

export const searchServices = async (
  airportCode: string,
  signal: AbortSignal,
): Promise<ApiOutcome<ServicesAtAirport>> => {
  const outcome = await callApi(searchAssistantService, { airportCode }, { signal });
  if (!outcome.ok) return outcome;
  const offers = [...outcome.result.offers].sort((a, b) => order(a) - order(b));
  return { ...outcome, result: { ...outcome.result, offers } };
};
