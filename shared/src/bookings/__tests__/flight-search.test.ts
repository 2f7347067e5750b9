import { ErrorCode } from '@portal/shared/contracts';
import { describe, expect, it } from 'vitest';
import { flightSearchResult } from '../flight-search';

const leg = {
  flightNumber: 'BA24',
  departure: {
    code: 'JFK',
    name: 'JFK',
    city: 'New York',
    countryCode: 'US',
    timeZone: 'America/New_York',
    date: '2026-12-20',
    time: '01:00',
    at: '2026-12-20T06:00:00.000Z',
  },
  arrival: {
    code: 'LHR',
    name: 'Heathrow',
    city: 'London',
    countryCode: 'GB',
    timeZone: 'Europe/London',
    date: '2026-12-20',
    time: '12:55',
    at: '2026-12-20T12:55:00.000Z',
  },
};

describe('flightSearchResult', () => {
  it('gives the leg and the airline, says not located, or the failure in words', () => {
    expect(
      flightSearchResult({ ok: true, result: { flight: { airlineName: 'British Airways' }, leg } }),
    ).toEqual({
      kind: 'found',
      leg,
      airlineName: 'British Airways',
    });
    expect(
      flightSearchResult({ ok: false, errorCode: ErrorCode.FLIGHT_NOT_LOCATED, message: 'x', details: null }),
    ).toEqual({ kind: 'notLocated' });
    expect(
      flightSearchResult({
        ok: false,
        errorCode: ErrorCode.RATE_LIMITED,
        message: 'Slow down.',
        details: null,
      }),
    ).toMatchObject({ kind: 'failed' });
  });
});
