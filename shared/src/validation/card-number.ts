import type { ValidationResult } from './messages';
import { isBlank } from './text';

export const CARD_MIN_LENGTH = 14;
export const CARD_MAX_LENGTH = 19;

export type CardBrand =
  | 'diners'
  | 'visa'
  | 'mastercard'
  | 'amex'
  | 'discover'
  | 'jcb'
  | 'unionpay'
  | 'unknown';

/** Removes the spaces people type between digit groups. */
export const normaliseCardNumber = (value: string): string => value.replace(/\s+/g, '');

/** The Luhn (mod 10) check digit test. */
export const luhnValid = (value: string): boolean => {
  const digits = normaliseCardNumber(value);
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
};

/** Diners Club International issuer prefixes. */
const DINERS_PREFIXES = ['300', '301', '302', '303', '304', '305', '3095', '36', '38', '39'] as const;

const startsWithDinersPrefix = (digits: string) =>
  DINERS_PREFIXES.some((prefix) => digits.startsWith(prefix));

/** Could these first digits still become a Diners number as the user types more? */
const couldBeDiners = (digits: string) =>
  DINERS_PREFIXES.some((prefix) => digits.startsWith(prefix) || prefix.startsWith(digits));

/** A Diners Club prefix and length (14–19 digits); the check digit is `luhnValid`'s business. */
export const isDinersCard = (value: string): boolean => {
  const digits = normaliseCardNumber(value);
  return (
    /^\d+$/.test(digits) &&
    digits.length >= CARD_MIN_LENGTH &&
    digits.length <= CARD_MAX_LENGTH &&
    startsWithDinersPrefix(digits)
  );
};

const inRange = (digits: string, length: number, low: number, high: number) => {
  const head = Number(digits.slice(0, length));
  return digits.length >= length && head >= low && head <= high;
};

/** The card scheme from the number's prefix (Diners first: its 36 and 38–39 overlap nothing else). */
export const cardBrand = (value: string): CardBrand => {
  const digits = normaliseCardNumber(value);
  if (!/^\d+$/.test(digits)) return 'unknown';
  if (startsWithDinersPrefix(digits)) return 'diners';
  if (digits.startsWith('4')) return 'visa';
  if (inRange(digits, 2, 51, 55) || inRange(digits, 4, 2221, 2720)) return 'mastercard';
  if (digits.startsWith('34') || digits.startsWith('37')) return 'amex';
  if (inRange(digits, 4, 3528, 3589)) return 'jcb';
  if (digits.startsWith('6011') || digits.startsWith('65') || inRange(digits, 3, 644, 649)) return 'discover';
  if (digits.startsWith('62')) return 'unionpay';
  return 'unknown';
};

/** Only Diners Club cards are accepted by the programme. */
export const validateCardNumber = (value: string | null | undefined): ValidationResult => {
  if (value == null || isBlank(value)) return 'validation.required';
  const digits = normaliseCardNumber(value);
  if (!/^\d+$/.test(digits) || !couldBeDiners(digits)) return 'validation.cardNotRecognised';
  if (digits.length < CARD_MIN_LENGTH) return 'validation.cardIncomplete';
  return isDinersCard(digits) && luhnValid(digits) ? null : 'validation.cardNotRecognised';
};
