import type { ValidationResult } from './messages';
import { isBlank } from './text';

export const NAME_MAX_LENGTH = 50;

// Latin letters with their accented forms (Latin-1, Extended-A/B, Extended Additional).
const LETTER = 'A-Za-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u024F\\u1E00-\\u1EFF';
// Words of letters joined by one space, hyphen or apostrophe, as names are printed on a passport.
const NAME_PATTERN = new RegExp(`^[${LETTER}]+([ '’-][${LETTER}]+)*$`);

export const isPassportName = (value: string): boolean => NAME_PATTERN.test(value.trim());

export const validateName = (value: string | null | undefined): ValidationResult => {
  if (value == null || isBlank(value)) return 'validation.required';
  const trimmed = value.trim();
  if (trimmed.length > NAME_MAX_LENGTH) return 'validation.nameTooLong';
  return isPassportName(trimmed) ? null : 'validation.nameLatin';
};
