import { type FastTrackAirport, trafficSites } from '@portal/shared/contracts/fast-track-sites';
import { type CallOptions, callApi } from '@portal/shared/http';
import { translateError } from '@portal/shared/i18n';

/** An airport with Fast Track lanes, as `trafficSites` lists it. */
export type AirportSite = FastTrackAirport & { laneCount: number };

/**
 * Every airport with Fast Track (a few dozen): read once per page load and searched in the browser.
 * A module of its own, imported when the airport field is first used: it brings the Fast Track
 * contracts (and zod), which the search page must not download on entry (decision 0004).
 */
let loaded: Promise<AirportSite[]> | null = null;

const read = async (options?: CallOptions): Promise<AirportSite[]> => {
  const outcome = await callApi(trafficSites, {}, options);
  if (!outcome.ok) throw new Error(translateError(outcome.errorCode, outcome.message));
  return outcome.result.sites;
};

/** `options`: the widget reads quietly (no dialog on an issuer's page; the field says it failed). */
export const loadAirports = (options?: CallOptions): Promise<AirportSite[]> => {
  loaded ??= read(options).catch((error: unknown) => {
    // A failed read is asked again the next time the field is used.
    loaded = null;
    throw error;
  });
  return loaded;
};

/** Only for tests: forget what was read. */
export const forgetLoadedAirports = () => {
  loaded = null;
};
