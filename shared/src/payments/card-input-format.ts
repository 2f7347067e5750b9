import { CARD_MAX_LENGTH } from '@portal/shared/validation';

/** Only the digits of what was typed or pasted. */
export const digitsOf = (value: string): string => value.replace(/\D/g, '');

/** The card number as typed, in groups of four: '3000 0000 0000 04'. */
export const formatCardNumber = (value: string): string =>
  digitsOf(value)
    .slice(0, CARD_MAX_LENGTH)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** Where the caret goes in `formatted` so that `digitCount` digits stand before it. */
export const caretAfterDigits = (formatted: string, digitCount: number): number => {
  if (digitCount <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted.charAt(i))) seen += 1;
    if (seen === digitCount) return i + 1;
  }
  return formatted.length;
};

/**
 * MM/YY as typed: the slash appears after the month; a first digit above 1 can only be a month
 * of its own ('4' → '04/'); deleting back over the slash removes it instead of re-adding it.
 */
export const formatExpiry = (next: string, previous: string): string => {
  let digits = digitsOf(next).slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  const deleting = next.length < previous.length;
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  if (digits.length === 2 && !deleting) return `${digits}/`;
  return digits;
};

/** The CVC: 3 or 4 digits, nothing else. */
export const formatCvc = (value: string): string => digitsOf(value).slice(0, 4);
