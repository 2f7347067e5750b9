import { describe, expect, it } from 'vitest';
import { loadAirports } from './airports';
import { countryCodeFor } from './country-codes';

describe('countryCodeFor', () => {
  it('maps English names, OpenFlights spellings and the former Netherlands Antilles', () => {
    expect(countryCodeFor('United Kingdom')).toBe('GB');
    expect(countryCodeFor('United States')).toBe('US');
    expect(countryCodeFor("Cote d'Ivoire")).toBe('CI');
    expect(countryCodeFor('Congo (Kinshasa)')).toBe('CD');
    expect(countryCodeFor('Burma')).toBe('MM');
    expect(countryCodeFor('Netherlands Antilles', 'America/Curacao')).toBe('CW');
    expect(countryCodeFor('Atlantis')).toBeNull();
  });

  it('gives a code to every airport of the data set', async () => {
    const airports = await loadAirports();
    const missing = airports.filter((a) => a.countryCode === null).map((a) => `${a.code} ${a.country}`);
    expect(missing).toEqual([]);
  });
});
