import { describe, expect, it } from 'vitest';
import { SITES } from '../../test-support/fixtures';
import { matchAirports } from '../match-airports';

const codes = (text: string) => matchAirports(SITES, text).map((airport) => airport.code);

describe('matchAirports', () => {
  it('finds by code first, then by city, name or country, in any case and without accents', () => {
    expect(codes('LGW')).toEqual(['LGW']);
    expect(codes('lon')).toEqual(['LGW', 'LHR']);
    expect(codes('heathrow')).toEqual(['LHR']);
    expect(codes('SAO PAULO')).toEqual(['GRU']);
    expect(codes('braz')).toEqual(['GRU']);
    expect(codes('nowhere')).toEqual([]);
  });

  it('lists every airport by name when nothing is typed', () => {
    expect(codes('  ')).toEqual(['LGW', 'LHR', 'GRU']);
  });
});
