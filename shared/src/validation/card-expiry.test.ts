import { describe, expect, it } from 'vitest';
import { parseExpiry, validateCvc, validateExpiry } from './card-expiry';

const may2026 = new Date(2026, 4, 15);

describe('card expiry', () => {
  it('accepts the current month and later months', () => {
    expect(validateExpiry('05/26', may2026)).toBeNull();
    expect(validateExpiry('12/30', may2026)).toBeNull();
    expect(validateExpiry(' 01 / 27 ', may2026)).toBeNull();
  });

  it('refuses a month in the past', () => {
    expect(validateExpiry('04/26', may2026)).toBe('validation.expiryInvalid');
    expect(validateExpiry('12/25', may2026)).toBe('validation.expiryInvalid');
  });

  it('refuses malformed dates and implausibly distant ones', () => {
    for (const value of ['13/26', '00/27', '5/27', '0527', '05/2027', 'ab/cd'])
      expect(validateExpiry(value, may2026)).toBe('validation.expiryInvalid');
    expect(validateExpiry('05/60', may2026)).toBe('validation.expiryInvalid');
    expect(parseExpiry('07/29')).toEqual({ month: 7, year: 2029 });
  });

  it('requires a value', () => {
    expect(validateExpiry('', may2026)).toBe('validation.required');
  });
});

describe('CVC', () => {
  it('accepts 3 or 4 digits only', () => {
    expect(validateCvc('123')).toBeNull();
    expect(validateCvc('1234')).toBeNull();
    expect(validateCvc('12')).toBe('validation.cvcInvalid');
    expect(validateCvc('12345')).toBe('validation.cvcInvalid');
    expect(validateCvc('12a')).toBe('validation.cvcInvalid');
    expect(validateCvc(null)).toBe('validation.required');
  });
});
