import { describe, expect, it } from 'vitest';
import { cardBrand, isDinersCard, luhnValid, normaliseCardNumber, validateCardNumber } from './card-number';

const PUBLISHED_DINERS = [
  '3000000000000004',
  '36227206271667',
  '3056930009020004',
  '38520000023237',
  '38000000000006',
];

describe('card numbers', () => {
  it.each(PUBLISHED_DINERS)('accepts the published Diners test number %s', (number) => {
    expect(luhnValid(number)).toBe(true);
    expect(isDinersCard(number)).toBe(true);
    expect(cardBrand(number)).toBe('diners');
    expect(validateCardNumber(number)).toBeNull();
  });

  it('accepts a number typed with spaces and normalises it to digits', () => {
    expect(validateCardNumber('3622 720627 1667')).toBeNull();
    expect(normaliseCardNumber('3622 720627 1667')).toBe('36227206271667');
  });

  it('refuses Visa 4111111111111111: Luhn-valid but not Diners', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(isDinersCard('4111111111111111')).toBe(false);
    expect(cardBrand('4111111111111111')).toBe('visa');
    expect(validateCardNumber('4111111111111111')).toBe('validation.cardNotRecognised');
  });

  it('asks for the complete number while a Diners prefix is too short', () => {
    expect(validateCardNumber('3000 0000')).toBe('validation.cardIncomplete');
    expect(validateCardNumber('3')).toBe('validation.cardIncomplete');
    expect(validateCardNumber('3095')).toBe('validation.cardIncomplete');
  });

  it('does not recognise a Diners number with a wrong check digit, letters or too many digits', () => {
    expect(luhnValid('3000000000000005')).toBe(false);
    expect(validateCardNumber('3000000000000005')).toBe('validation.cardNotRecognised');
    expect(validateCardNumber('3000-0000-0000-0004')).toBe('validation.cardNotRecognised');
    expect(validateCardNumber('30000000000000000009')).toBe('validation.cardNotRecognised');
  });

  it('knows the edges of the Diners ranges', () => {
    expect(isDinersCard('30500000000000')).toBe(true);
    expect(isDinersCard('30600000000000')).toBe(false);
    expect(isDinersCard('30950000000000')).toBe(true);
    expect(isDinersCard('30960000000000')).toBe(false);
    expect(isDinersCard('39000000000000')).toBe(true);
    expect(isDinersCard('37000000000000')).toBe(false);
    expect(isDinersCard('3600000000000')).toBe(false);
    expect(validateCardNumber('306')).toBe('validation.cardNotRecognised');
  });

  it('names other schemes', () => {
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2221000000000009')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('3530111333300000')).toBe('jcb');
    expect(cardBrand('6011111111111117')).toBe('discover');
    expect(cardBrand('9999')).toBe('unknown');
  });

  it('requires a value', () => {
    expect(validateCardNumber('  ')).toBe('validation.required');
    expect(validateCardNumber(undefined)).toBe('validation.required');
  });
});
