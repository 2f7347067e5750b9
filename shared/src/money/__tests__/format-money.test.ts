import { describe, expect, it } from 'vitest';
import { formatMoney } from '../format-money';

const NBSP = '\u00a0';

describe('one money format', () => {
  it('writes the dollars of every country with their code, never a bare "$"', () => {
    expect(formatMoney(3600, 'USD', 'en-US')).toBe(`USD${NBSP}36.00`);
    expect(formatMoney(3600, 'CAD', 'en-US')).toBe(`CAD${NBSP}36.00`);
    expect(formatMoney(3600, 'AUD', 'en-US')).toBe(`AUD${NBSP}36.00`);
    expect(formatMoney(3600, 'MXN', 'es-ES')).toBe(`36,00${NBSP}MXN`);
    expect(formatMoney(3600, 'USD', 'pt-BR')).toBe(`USD${NBSP}36,00`);
    expect(formatMoney(3600, 'USD', 'es-ES')).toBe(`36,00${NBSP}USD`);
    for (const currency of ['USD', 'CAD', 'AUD', 'MXN', 'NZD', 'SGD', 'HKD', 'JPY', 'CNY'])
      for (const language of ['en-US', 'pt-BR', 'es-ES'])
        expect(formatMoney(3600, currency, language), `${currency} ${language}`).toContain(currency);
  });

  it('writes a currency whose sign is its own with that sign, in the language’s order', () => {
    expect(formatMoney(1950, 'EUR', 'en-US')).toBe('€19.50');
    expect(formatMoney(1950, 'EUR', 'es-ES')).toBe(`19,50${NBSP}€`);
    expect(formatMoney(1950, 'GBP', 'en-US')).toBe('£19.50');
    expect(formatMoney(3600, 'BRL', 'pt-BR')).toBe(`R$${NBSP}36,00`);
    expect(formatMoney(3600, 'BRL', 'en-US')).toBe('R$36.00');
  });

  it('reads minor units by the currency’s own digits', () => {
    expect(formatMoney(3000, 'JPY', 'en-US')).toBe(`JPY${NBSP}3,000`);
    expect(formatMoney(2400, 'USD', 'en-US')).toBe(`USD${NBSP}24.00`);
  });
});
