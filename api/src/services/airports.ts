import type { Airport } from '@portal/shared/contracts';
import { memo } from '../lib/memo';
import { PreparedJson } from '../lib/prepared-json';
import { loadAirports } from '../providers/airport-data/airport-data';

/** The one reader of the airport data set (`providers/airport-data`). */
export { loadAirports };

/** The airport list never changes while the server runs: prepared (and gzipped) once. */
export const createAirportService = () => {
  const list = memo(async () => {
    const airports = await loadAirports();
    return { prepared: new PreparedJson(airports), byCode: new Map(airports.map((a) => [a.code, a])) };
  });
  return {
    list: async (): Promise<PreparedJson> => (await list.get()).prepared,
    /** One airport of the data set, by IATA code (names, countries, coordinates, zones). */
    find: async (code: string): Promise<Airport | undefined> => (await list.get()).byCode.get(code),
  };
};

export type AirportService = ReturnType<typeof createAirportService>;

/** A served airport as a service's airport list answers it (a service may add its own fields). */
export interface ServedAirport {
  code: string;
  name: string;
  city: string;
  country: string;
  countryCode: string | null;
  timeZone: string;
}

/**
 * The airports a service serves (`codes`, each found in the airport data set; unknown codes are
 * left out), sorted by code, with a lookup by code and the list answer (`{ airports }`) serialised
 * once. Read on first use and kept: the data never changes while the server runs.
 */
export const servedAirports = <T extends ServedAirport>(
  airports: Pick<AirportService, 'find'>,
  codes: readonly string[],
  extend: (airport: ServedAirport) => T,
) =>
  memo(async () => {
    const found = await Promise.all(codes.map((code) => airports.find(code)));
    const list = found
      .filter((airport) => airport !== undefined)
      .map((airport) =>
        extend({
          code: airport.code,
          name: airport.name,
          city: airport.city,
          country: airport.country,
          countryCode: airport.countryCode,
          timeZone: airport.timezone,
        }),
      )
      .sort((a, b) => a.code.localeCompare(b.code));
    return {
      list,
      byCode: new Map(list.map((airport) => [airport.code, airport])),
      prepared: new PreparedJson({ airports: list }),
    };
  });
