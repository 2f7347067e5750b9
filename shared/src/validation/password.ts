import type { ValidationResult } from './messages';

export const PASSWORD_MIN_LENGTH = 8;
/** Capped so that hashing a submitted password cannot be used to exhaust the server. */
export const PASSWORD_MAX_LENGTH = 128;

/** Printable ASCII: the Latin characters every keyboard can type. */
const LATIN_ONLY = /^[\x20-\x7E]*$/;

export const validatePassword = (value: string | null | undefined): ValidationResult => {
  if (value == null || value === '') return 'validation.required';
  if (!LATIN_ONLY.test(value)) return 'validation.passwordLatin';
  if (value.length > PASSWORD_MAX_LENGTH) return 'validation.passwordTooLong';
  const strongEnough =
    value.length >= PASSWORD_MIN_LENGTH && /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value);
  return strongEnough ? null : 'validation.passwordRule';
};

export const passwordsMatch = (password: string, confirmation: string): ValidationResult => {
  if (confirmation === '') return 'validation.required';
  return password === confirmation ? null : 'validation.passwordsMismatch';
};
