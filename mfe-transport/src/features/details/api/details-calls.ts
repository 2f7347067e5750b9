import { type FlightSearchResult, flightSearchResult } from '@portal/shared/bookings/flight-search';
import { mapsSearch, searchTransportFlight, type TripDirection } from '@portal/shared/contracts/transport';
import { callApi } from '@portal/shared/http';
import { translateError } from '@portal/shared/i18n';
import type { PlaceChoice } from '../../../lib/drafts';

/**
 * Step 1's calls. A module of its own, imported when an address is first typed or the form is
 * sent: it brings the Transport contracts (and zod), which entering the first step must not
 * download (decision 0004).
 */

// The shared flight-number rule comes with this module (it needs zod too).
export { validateFlightNumber } from '@portal/shared/validation';

/** The places an address names (`/maps/search`), best first; an empty list when none. */
export async function searchPlaces(keyword: string, signal: AbortSignal): Promise<PlaceChoice[]> {
  const outcome = await callApi(mapsSearch, { keyword, limit: 8 }, { signal, quiet: true });
  if (!outcome.ok) throw new Error(translateError(outcome.errorCode, outcome.message));
  return outcome.result.places.map(({ id, kind, name, address, airportCode }) => ({
    id,
    kind,
    name,
    address,
    airportCode,
  }));
}

/** The leg of the flight at the trip's airport. Rejects only on a connection failure (already shown). */
export async function searchFlight(input: {
  flightNumber: string;
  date: string;
  airportCode: string;
  direction: TripDirection;
}): Promise<FlightSearchResult> {
  return flightSearchResult(await callApi(searchTransportFlight, input));
}

// Saving Booking Details is shared with the car step (which saves them again to refresh the cars).
export { type DetailsToSave, type SaveDetailsResult, saveDetails } from '../../../lib/save-details';
