import type { Place } from '@portal/shared/contracts/transport';
import { describe, expect, it } from 'vitest';
import { type IndexedPlace, PlaceIndex } from '../../src/services/places/place-index';

const at = (
  id: string,
  kind: Place['kind'],
  name: string,
  address: string,
  lat: number,
  lng: number,
  weight = 0,
): IndexedPlace => ({
  place: {
    id,
    kind,
    name,
    address,
    countryCode: 'GB',
    lat,
    lng,
    airportCode: kind === 'airport' ? id.slice('airport:'.length) : null,
  },
  weight,
});

/** A small world: two airports 300 km apart and places of every kind around them. */
const index = new PlaceIndex([
  at('airport:AAA', 'airport', 'Alpha International Airport', 'Alphaville, Testland', 50, 0, 1),
  at('airport:BBB', 'airport', 'Bravo Airport', 'Bravo, Testland', 52.7, 0),
  at('airport:SPR', 'airport', 'Springfield Regional Airport', 'Springfield, Testland', 52.6, 0.1),
  at('city:1', 'city', 'Springfield', 'Springfield, Testland', 52.65, 0, 50_000),
  at('city:2', 'city', 'Springfield', 'Springfield, Otherland', 10, 10, 150_000),
  at('city:3', 'city', 'West Springfield', 'West Springfield, Testland', 50.2, 0, 900_000),
  at(
    'poi:springfield-hotel',
    'hotel',
    'Springfield Grand Hotel',
    'Main Street, Springfield, Testland',
    52.66,
    0,
  ),
  at('poi:the-grand', 'hotel', 'The Grand', 'High Street, Alphaville, Testland', 50.1, 0),
  at(
    'poi:alpha-station',
    'station',
    'Alphaville Central Station',
    'Station Road, Alphaville, Testland',
    50.05,
    0.05,
  ),
  at('city:4', 'city', 'Alphaville', 'Alphaville, Testland', 50.05, 0.02, 20_000),
]);
const ids = (keyword: string, options?: { near?: string; limit?: number }) =>
  index.search(keyword, options).map((p) => p.id);

describe('PlaceIndex ranking', () => {
  it('puts the whole name first, then the name start, then words of the name, then the address', () => {
    expect(ids('springfield')).toEqual([
      // whole name: the more populous first
      'city:2',
      'city:1',
      // name start: the airport before the hotel
      'airport:SPR',
      'poi:springfield-hotel',
      // a word of the name
      'city:3',
    ]);
  });

  it('puts airports before hotels, stations and landmarks, and those before cities, at the same match', () => {
    // three names start with it; The Grand has it in its address only
    expect(ids('alpha')).toEqual(['airport:AAA', 'poi:alpha-station', 'city:4', 'poi:the-grand']);
    // two names start with it; the airport and The Grand have it in their address only
    expect(ids('alphav')).toEqual(['poi:alpha-station', 'city:4', 'airport:AAA', 'poi:the-grand']);
  });

  it('puts the airport of an IATA code first', () => {
    expect(ids('spr')[0]).toBe('airport:SPR');
    expect(ids('AAA')).toEqual(['airport:AAA']);
  });

  it('finds "The …" names by their second word as by their start', () => {
    expect(ids('grand')).toEqual(['poi:the-grand', 'poi:springfield-hotel']);
  });

  it('with near, ranks the places within 100 km of that airport first, the closest first', () => {
    expect(ids('springfield', { near: 'AAA' })).toEqual([
      'city:3',
      'city:2',
      'city:1',
      'airport:SPR',
      'poi:springfield-hotel',
    ]);
    expect(ids('springfield', { near: 'BBB' })).toEqual([
      'city:1',
      'airport:SPR',
      'poi:springfield-hotel',
      'city:2',
      'city:3',
    ]);
  });

  it('needs every word of the keyword, and answers an empty list when one is missing', () => {
    expect(ids('springfield main')).toEqual(['poi:springfield-hotel']);
    expect(ids('springfield nowhere')).toEqual([]);
    expect(ids('...')).toEqual([]);
  });

  it('keeps to the limit, from 1 to 20', () => {
    expect(ids('springfield', { limit: 2 })).toEqual(['city:2', 'city:1']);
    expect(ids('springfield', { limit: 0 })).toHaveLength(1);
    expect(index.search('testland', { limit: 100 })).toHaveLength(9);
    const towns = new PlaceIndex(
      Array.from({ length: 30 }, (_, i) =>
        at(`city:${i + 1}`, 'city', `Town ${i + 1}`, 'Testland', 50, 0, i),
      ),
    );
    expect(towns.search('town')).toHaveLength(10);
    expect(towns.search('town', { limit: 100 }).map((p) => p.id)).toEqual(
      Array.from({ length: 20 }, (_, i) => `city:${30 - i}`),
    );
  });

  it('answers copies: a caller changing a result changes nothing else', () => {
    const [place] = index.search('AAA');
    if (place) place.name = 'changed';
    expect(index.search('AAA')[0]?.name).toBe('Alpha International Airport');
  });
});
