import { describe, expect, it } from 'vitest';
import { readPlaces, WELL_KNOWN_PLACES } from './well-known-places';

const savoy = {
  slug: 'lon-the-savoy',
  kind: 'hotel',
  name: 'The Savoy',
  address: 'Strand, London, United Kingdom',
  countryCode: 'GB',
  lat: 51.5104,
  lng: -0.1204,
  airport: 'LHR',
};

describe('the well-known places file', () => {
  it('is read into places of the exported shape, notes left out', () => {
    expect(WELL_KNOWN_PLACES.length).toBeGreaterThanOrEqual(100);
    expect(WELL_KNOWN_PLACES.find((p) => p.slug === 'lon-the-savoy')).toEqual(savoy);
    const peters = WELL_KNOWN_PLACES.find((p) => p.slug === 'rom-st-peters');
    expect(peters).toMatchObject({ countryCode: 'VA', airport: 'FCO' });
    expect(Object.keys(peters ?? {})).not.toContain('note');
    expect(readPlaces([{ ...savoy, note: 'A note for the reader.' }])).toEqual([savoy]);
  });

  it('refuses a bad row, naming the file, the row and the field', () => {
    const ritz = { ...savoy, slug: 'lon-the-ritz', kind: 'palace' };
    expect(() => readPlaces([savoy, ritz])).toThrow(
      /^places\/well-known-places\.json, place 2 \(lon-the-ritz\): kind: /,
    );
    expect(() => readPlaces([{ ...savoy, lat: 151.5 }])).toThrow(/place 1 \(lon-the-savoy\): lat: /);
    expect(() => readPlaces([{ ...savoy, airport: 'lhr' }])).toThrow(/airport: Not an IATA code/);
    expect(() => readPlaces([{ ...savoy, city: 'London' }])).toThrow(/place 1 \(lon-the-savoy\)/);
    expect(() => readPlaces([savoy, savoy])).toThrow(
      /place 2 \(lon-the-savoy\): lon-the-savoy is listed twice/,
    );
    expect(() => readPlaces({ places: [] })).toThrow(/well-known-places\.json, places: /);
  });
});
