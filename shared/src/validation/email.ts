import type { ValidationResult } from './messages';
import { isBlank } from './text';

/** RFC 5321 limit on a whole address. */
export const EMAIL_MAX_LENGTH = 254;

// Local part of dot-separated atoms; domain of labels ending in a top-level domain of letters.
const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

export const isEmail = (value: string): boolean => {
  const trimmed = value.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(trimmed);
};

export const validateEmail = (value: string | null | undefined): ValidationResult => {
  if (value == null || isBlank(value)) return 'validation.required';
  return isEmail(value) ? null : 'validation.emailInvalid';
};

/** Addresses compare without surrounding spaces and case, as mail systems treat them. */
export const emailsMatch = (email: string, confirmation: string): ValidationResult => {
  if (isBlank(confirmation)) return 'validation.required';
  return email.trim().toLowerCase() === confirmation.trim().toLowerCase()
    ? null
    : 'validation.emailsMismatch';
};
