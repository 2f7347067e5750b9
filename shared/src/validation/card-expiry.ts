import type { ValidationResult } from './messages';
import { isBlank } from './text';

/** Cards are not issued for longer than this; a later date is a typing mistake. */
const MAX_YEARS_AHEAD = 20;

const EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/;

/** Reads 'MM/YY' as month (1–12) and four-digit year, or null when it is not in that form. */
export const parseExpiry = (value: string): { month: number; year: number } | null => {
  const match = EXPIRY_PATTERN.exec(value.trim());
  if (!match) return null;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
};

/** A card is valid until the end of its expiry month. */
export const validateExpiry = (
  value: string | null | undefined,
  now: Date = new Date(),
): ValidationResult => {
  if (value == null || isBlank(value)) return 'validation.required';
  const expiry = parseExpiry(value);
  if (!expiry) return 'validation.expiryInvalid';
  const expiryIndex = expiry.year * 12 + expiry.month;
  const currentIndex = now.getFullYear() * 12 + now.getMonth() + 1;
  if (expiryIndex < currentIndex || expiryIndex > currentIndex + MAX_YEARS_AHEAD * 12)
    return 'validation.expiryInvalid';
  return null;
};

export const validateCvc = (value: string | null | undefined): ValidationResult => {
  if (value == null || isBlank(value)) return 'validation.required';
  return /^\d{3,4}$/.test(value.trim()) ? null : 'validation.cvcInvalid';
};
