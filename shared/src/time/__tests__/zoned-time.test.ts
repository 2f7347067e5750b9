import { describe, expect, it } from 'vitest';
import { localDateTime, zonedInstant } from '../zoned-time';

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
});
