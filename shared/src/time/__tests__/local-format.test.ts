import { describe, expect, it } from 'vitest';
import {
  formatLocalDate,
  formatLocalDateTime,
  formatLocalTime,
  formatLocalTimeRange,
  zoneName,
} from '../local-format';

const WINTER = '2030-01-16T15:30:00Z';
const SUMMER = '2030-07-16T14:30:00Z';

describe('one local time format', () => {
  it('writes the time of day in each language’s convention with the zone’s abbreviation', () => {
    expect(formatLocalTime(WINTER, 'Europe/London', 'en-US')).toBe('3:30 PM GMT');
    expect(formatLocalTime(WINTER, 'America/Sao_Paulo', 'pt-BR')).toBe('12:30 BRT');
    expect(formatLocalTime(SUMMER, 'Europe/Madrid', 'es-ES')).toBe('16:30 CEST');
    expect(formatLocalTime(SUMMER, 'Europe/London', 'pt-BR')).toBe('15:30 BST');
    expect(formatLocalTime(SUMMER, 'Europe/London', 'es-ES')).toBe('15:30 BST');
  });

  it('names the zone rather than its offset where any English convention has a name', () => {
    // en-US has only "GMT+1" for London in summer; British English has BST.
    expect(zoneName(SUMMER, 'Europe/London', 'en-US')).toBe('BST');
    expect(zoneName(SUMMER, 'America/New_York', 'pt-BR')).toBe('EDT');
    expect(zoneName(WINTER, 'America/New_York', 'es-ES')).toBe('EST');
    expect(zoneName(SUMMER, 'Australia/Sydney', 'en-US')).toBe('AEST');
    expect(zoneName(SUMMER, 'Asia/Kolkata', 'es-ES')).toBe('IST');
    // pt-BR writes London's winter as "GMT+0": the plain name instead.
    expect(zoneName(WINTER, 'Europe/London', 'pt-BR')).toBe('GMT');
    // The language's own name comes first.
    expect(zoneName(SUMMER, 'America/Sao_Paulo', 'pt-BR')).toBe('BRT');
    expect(zoneName(SUMMER, 'Europe/Madrid', 'es-ES')).toBe('CEST');
    // No convention names Tokyo's zone: its offset.
    expect(zoneName(SUMMER, 'Asia/Tokyo', 'en-US')).toBe('GMT+9');
  });

  it('writes a date and time, and a window, with the date once', () => {
    expect(formatLocalDateTime(SUMMER, 'Europe/London', 'en-US')).toBe('Tue, Jul 16, 2030, 3:30 PM BST');
    expect(formatLocalDateTime(new Date(SUMMER), 'Europe/London', 'pt-BR')).toBe(
      'ter., 16 de jul. de 2030, 15:30 BST',
    );
    expect(formatLocalDateTime(SUMMER, 'Europe/Madrid', 'es-ES')).toBe('mar, 16 jul 2030, 16:30 CEST');
    expect(formatLocalTimeRange(SUMMER, '2030-07-16T15:00:00Z', 'Europe/London', 'en-US')).toBe(
      'Tue, Jul 16, 2030, 3:30 – 4:00 PM BST',
    );
    expect(formatLocalTimeRange(SUMMER, '2030-07-16T15:00:00Z', 'Europe/Madrid', 'es-ES')).toBe(
      'mar, 16 jul 2030, 16:30–17:00 CEST',
    );
  });

  it('gives each end of a window its own zone when the clocks change inside it', () => {
    // London falls back at 02:00 BST on 27 October 2030.
    expect(
      formatLocalTimeRange('2030-10-27T00:30:00Z', '2030-10-27T01:30:00Z', 'Europe/London', 'en-US'),
    ).toMatch(/^Sun, Oct 27, 2030, 1:30 AM BST – 1:30 AM GMT$/);
  });

  it('writes a local date as the same calendar day in every zone', () => {
    expect(formatLocalDate('2030-07-16', 'en-US')).toBe('Tue, Jul 16, 2030');
  });
});
