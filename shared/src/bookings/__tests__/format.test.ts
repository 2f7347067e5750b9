import { describe, expect, it } from 'vitest';
import { formatLocalDate, formatLocalDateTime, formatMoney, zoneName } from '../format';

describe('formats', () => {
  it('money from minor units in the page’s language', () => {
    expect(formatMoney(2400, 'USD', 'en-US')).toBe('USD\u00a024.00');
    expect(formatMoney(1950, 'EUR', 'es-ES')).toMatch(/^19,50\s€$/u);
    // A currency without minor units is not divided by 100.
    expect(formatMoney(3000, 'JPY', 'en-US')).toBe('JPY\u00a03,000');
  });

  it('a service instant as the airport’s local time with the zone’s name', () => {
    const summer = '2030-07-16T09:15:00.000Z';
    expect(formatLocalDateTime(summer, 'Europe/London', 'en-US')).toBe('Tue, Jul 16, 2030, 10:15 AM BST');
    expect(formatLocalDateTime(summer, 'America/Sao_Paulo', 'pt-BR')).toMatch(/06:15 BRT$/);
    expect(zoneName('2030-01-16T12:00:00Z', 'Europe/London', 'en-US')).toBe('GMT');
  });

  it('a local date as the same calendar day in every zone', () => {
    expect(formatLocalDate('2030-07-16', 'en-US')).toBe('Tue, Jul 16, 2030');
  });
});
