import { describe, expect, it } from 'vitest';
import { asFlightLeg, count, oneOf, text, textOrNull } from '../draft-readers';

const point = (code: string) => ({
  code,
  name: `${code} Airport`,
  city: 'City',
  countryCode: 'GB',
  timeZone: 'Europe/London',
  date: '2026-12-20',
  time: '12:55',
  at: '2026-12-20T12:55:00.000Z',
});

describe('draft readers', () => {
  it('keep what is of the expected kind and drop the rest', () => {
    expect(text(5)).toBe('');
    expect(textOrNull(['a'])).toBeNull();
    expect(oneOf(['a', 'b'] as const, 'b')).toBe('b');
    expect(oneOf(['a', 'b'] as const, 'c')).toBeNull();
    expect(count(99, 1, 12, 1)).toBe(12);
    expect(count(2.7, 0, 8, 0)).toBe(2);
    expect(count('3', 0, 8, 0)).toBe(0);
  });

  it('read a flight leg with its own fields only, or nothing when a point is broken', () => {
    const stored = {
      flightNumber: 'BA24',
      departure: { ...point('JFK'), extra: 'x' },
      arrival: point('LHR'),
    };
    const leg = asFlightLeg(stored);
    expect(leg?.departure).toEqual(point('JFK'));
    expect(asFlightLeg({ ...stored, arrival: { ...point('LHR'), at: 7 } })).toBeNull();
    expect(
      asFlightLeg({ ...stored, departure: { ...point('JFK'), countryCode: 1 } })?.departure.countryCode,
    ).toBeNull();
    expect(asFlightLeg('BA24')).toBeNull();
  });
});
