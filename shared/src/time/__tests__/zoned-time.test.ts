import { describe, expect, it } from 'vitest';
import { addLocalDays, isLocalDate, localDateTime, zonedInstant, zonedInstants } from '../zoned-time';

const iso = (date: Date) => date.toISOString();

describe('airport local time', () => {
  it('turns a local date and time into the instant, across DST in both hemispheres', () => {
    expect(zonedInstant('2026-07-01', '09:30', 'Europe/London').toISOString()).toBe(
      '2026-07-01T08:30:00.000Z',
    );
    expect(zonedInstant('2026-12-01', '09:30', 'Europe/London').toISOString()).toBe(
      '2026-12-01T09:30:00.000Z',
    );
    expect(zonedInstant('2026-01-15', '09:30', 'Australia/Sydney').toISOString()).toBe(
      '2026-01-14T22:30:00.000Z',
    );
    expect(zonedInstant('2026-07-15', '09:30', 'Australia/Sydney').toISOString()).toBe(
      '2026-07-14T23:30:00.000Z',
    );
    expect(zonedInstant('2026-03-01', '23:15', 'America/Sao_Paulo').toISOString()).toBe(
      '2026-03-02T02:15:00.000Z',
    );
  });

  it('moves a time inside the spring-forward gap forward by the gap', () => {
    // London springs forward at 01:00 on 29 March 2026: 01:30 does not exist, 02:30 BST does.
    expect(zonedInstant('2026-03-29', '01:30', 'Europe/London').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    expect(localDateTime(new Date('2026-03-29T01:30:00Z'), 'Europe/London')).toEqual({
      date: '2026-03-29',
      time: '02:30',
    });
  });

  it('takes the earlier of the two instants of a fall-back overlap', () => {
    // London falls back at 02:00 BST on 25 October 2026: 01:30 happens at 00:30Z and at 01:30Z.
    expect(zonedInstant('2026-10-25', '01:30', 'Europe/London').toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });

  it('reads an instant back as local date and time', () => {
    const instant = zonedInstant('2026-12-15', '00:10', 'Asia/Tokyo');
    expect(localDateTime(instant, 'Asia/Tokyo')).toEqual({ date: '2026-12-15', time: '00:10' });
    expect(localDateTime(instant, 'Europe/London')).toEqual({ date: '2026-12-14', time: '15:10' });
  });

  it('gives no instant for a local time inside the spring-forward gap', () => {
    // 29 March 2026: London's clocks go from 01:00 GMT to 02:00 BST.
    expect(zonedInstants('2026-03-29', '01:30', 'Europe/London')).toEqual([]);
    expect(zonedInstants('2026-03-29', '01:00', 'Europe/London')).toEqual([]);
    expect(zonedInstants('2026-03-29', '00:59', 'Europe/London').map(iso)).toEqual([
      '2026-03-29T00:59:00.000Z',
    ]);
    expect(zonedInstants('2026-03-29', '02:00', 'Europe/London').map(iso)).toEqual([
      '2026-03-29T01:00:00.000Z',
    ]);
    // New York skips 02:00–03:00 on 8 March 2026; Sydney 02:00–03:00 on 4 October 2026.
    expect(zonedInstants('2026-03-08', '02:30', 'America/New_York')).toEqual([]);
    expect(zonedInstants('2026-10-04', '02:30', 'Australia/Sydney')).toEqual([]);
  });

  it('gives both instants of a local time in the autumn repeat, earlier first', () => {
    // 25 October 2026: London's 01:00–02:00 happens in BST, then again in GMT.
    expect(zonedInstants('2026-10-25', '01:30', 'Europe/London').map(iso)).toEqual([
      '2026-10-25T00:30:00.000Z',
      '2026-10-25T01:30:00.000Z',
    ]);
    expect(zonedInstants('2026-10-25', '02:00', 'Europe/London').map(iso)).toEqual([
      '2026-10-25T02:00:00.000Z',
    ]);
    expect(zonedInstants('2026-10-25', '00:59', 'Europe/London').map(iso)).toEqual([
      '2026-10-24T23:59:00.000Z',
    ]);
    // Sydney repeats 02:00–03:00 on 5 April 2026 (AEDT, then AEST).
    expect(zonedInstants('2026-04-05', '02:30', 'Australia/Sydney').map(iso)).toEqual([
      '2026-04-04T15:30:00.000Z',
      '2026-04-04T16:30:00.000Z',
    ]);
  });

  it('gives exactly one instant on an ordinary day, the one zonedInstant gives', () => {
    for (const [date, time, zone] of [
      ['2026-07-01', '09:30', 'Europe/London'],
      ['2026-12-31', '00:00', 'Asia/Dubai'],
      ['2026-03-01', '23:15', 'America/Sao_Paulo'],
      ['2026-06-10', '12:45', 'Asia/Kolkata'],
    ] as const) {
      expect(zonedInstants(date, time, zone).map(iso)).toEqual([iso(zonedInstant(date, time, zone))]);
    }
    expect(iso(zonedInstant('2026-06-10', '12:45', 'Asia/Kolkata'))).toBe('2026-06-10T07:15:00.000Z');
  });

  it('refuses a zone Intl does not know', () => {
    expect(() => zonedInstant('2026-07-01', '09:30', 'Mars/Olympus')).toThrow(RangeError);
    expect(() => zonedInstants('2026-07-01', '09:30', 'Mars/Olympus')).toThrow(RangeError);
  });

  it('tells a real calendar date from one that only looks like it', () => {
    expect(isLocalDate('2026-12-15')).toBe(true);
    expect(isLocalDate('2028-02-29')).toBe(true);
    expect(isLocalDate('2026-02-29')).toBe(false);
    expect(isLocalDate('2026-02-30')).toBe(false);
    expect(isLocalDate('2026-04-31')).toBe(false);
    expect(isLocalDate('2026-13-01')).toBe(false);
    expect(isLocalDate('15/12/2026')).toBe(false);
    expect(isLocalDate('2026-1-5')).toBe(false);
    expect(isLocalDate('')).toBe(false);
  });

  it('counts calendar days forward and back, across months, years and clock changes', () => {
    expect(addLocalDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addLocalDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addLocalDays('2026-10-25', -1)).toBe('2026-10-24');
    expect(addLocalDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addLocalDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addLocalDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addLocalDays('2026-01-15', 0)).toBe('2026-01-15');
    expect(addLocalDays('2026-01-15', 365)).toBe('2027-01-15');
  });
});
