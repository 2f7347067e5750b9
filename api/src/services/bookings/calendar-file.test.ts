import { describe, expect, it } from 'vitest';
import { calendarFile } from './calendar-file';

describe('a booking as a calendar file', () => {
  const event = {
    uid: 'FT-7K3D9Q@portal.test',
    start: new Date('2026-12-15T09:00:00Z'),
    end: new Date('2026-12-15T09:30:00Z'),
    summary: 'Fast Track, London Heathrow; T5',
    location: 'Terminal 5, security\nnorth',
    description: `Passengers: Zoë Ñúñez, Łukasz Wójcik. ${'Long text '.repeat(20)}`,
  };
  const text = calendarFile(event, new Date('2026-11-24T10:00:00Z'));

  it('is one VEVENT with UTC times, CRLF lines and escaped text', () => {
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain('DTSTART:20261215T090000Z\r\n');
    expect(text).toContain('DTEND:20261215T093000Z\r\n');
    expect(text).toContain('DTSTAMP:20261124T100000Z\r\n');
    expect(text).toContain('SUMMARY:Fast Track\\, London Heathrow\\; T5\r\n');
    expect(text).toContain('LOCATION:Terminal 5\\, security\\nnorth\r\n');
    expect(text).toContain('STATUS:CONFIRMED');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('folds lines at 75 octets without splitting a character', () => {
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain('Passengers: Zoë Ñúñez\\, Łukasz Wójcik.');
  });

  it('cancels the same entry', () => {
    const cancelled = calendarFile({ ...event, state: 'cancelled' });
    expect(cancelled).toContain('METHOD:CANCEL');
    expect(cancelled).toContain('STATUS:CANCELLED');
    expect(cancelled).toContain('SEQUENCE:1');
    expect(calendarFile({ ...event, state: 'tentative' })).toContain('STATUS:TENTATIVE');
    expect(cancelled).toContain('UID:FT-7K3D9Q@portal.test');
  });
});
