import { type FastTrackAirport, trafficSites } from '@portal/shared/contracts/fast-track-sites';
import { type CallOptions, callApi } from '@portal/shared/http';
import { getLanguage, translateError } from '@portal/shared/i18n';

/** An airport with Fast Track lanes, as `trafficSites` lists it. */
export type AirportSite = FastTrackAirport & { laneCount: number };

/**
 * Every airport with Fast Track (a few dozen): read once per page load and language (the countries
 * are named in the request's) and searched in the browser.
 * A module of its own, imported when the airport field is first used: it brings the Fast Track
 * contracts (and zod), which the search page must not download on entry (decision 0004).
 */
const loaded = new Map<string, Promise<AirportSite[]>>();

const read = async (options?: CallOptions): Promise<AirportSite[]> => {
  const outcome = await callApi(trafficSites, {}, options);
  if (!outcome.ok) throw new Error(translateError(outcome.errorCode, outcome.message));
  return outcome.result.sites;
};

/** `options`: the widget reads quietly (no dialog on an issuer's page; the field says it failed). */
export const loadAirports = (options?: CallOptions): Promise<AirportSite[]> => {
  const language = getLanguage();
  let sites = loaded.get(language);
  if (!sites) {
    sites = read(options).catch((error: unknown) => {
      // A failed read is asked again the next time the field is used.
      loaded.delete(language);
      throw error;
    });
    loaded.set(language, sites);
  }
  return sites;
};

/** Only for tests: forget what was read. */
export const forgetLoadedAirports = () => {
  loaded.clear();
};
