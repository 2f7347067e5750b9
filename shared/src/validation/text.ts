import type { ValidationResult } from './messages';

/** Empty means undefined, null, or a string of only white space. */
export const isBlank = (value: unknown): boolean =>
  value == null || (typeof value === 'string' && value.trim() === '');

export const validateRequired = (value: unknown): ValidationResult =>
  isBlank(value) ? 'validation.required' : null;

export const isNumeric = (value: string): boolean => /^\d+$/.test(value);

export const isAlphanumeric = (value: string): boolean => /^[A-Za-z0-9]+$/.test(value);

export const validateNumeric = (value: string | null | undefined): ValidationResult => {
  if (value == null || isBlank(value)) return 'validation.required';
  return isNumeric(value.trim()) ? null : 'validation.numberInvalid';
};

export const validateAlphanumeric = (value: string | null | undefined): ValidationResult => {
  if (value == null || isBlank(value)) return 'validation.required';
  return isAlphanumeric(value.trim()) ? null : 'validation.alphanumericOnly';
};
