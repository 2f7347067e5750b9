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

/**
 * Characters no text of the portal may hold, wherever it comes from: they break storage (NUL is
 * refused by PostgreSQL), mail headers and display (C0/C1 controls, the bidirectional overrides
 * and isolates that make a name or subject read differently than it is stored), or are not text
 * at all (a lone UTF-16 surrogate cannot be encoded). A multi-line text may hold tab, line feed
 * and carriage return; a single-line text (names, emails, subjects, ids) may not.
 */
const isBidiControl = (code: number): boolean =>
  (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
const isLineBreakOrTab = (code: number): boolean => code === 0x09 || code === 0x0a || code === 0x0d;
const isControl = (code: number): boolean => code < 0x20 || (code >= 0x7f && code <= 0x9f);

/** The index of the first character `value` may not hold, or -1 when it holds none. */
export const findUnsafeCharacter = (value: string, options: { multiline?: boolean } = {}): number => {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (isControl(code)) {
      if (options.multiline && isLineBreakOrTab(code)) continue;
      return index;
    }
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        index += 1;
        continue;
      }
      return index;
    }
    if ((code >= 0xdc00 && code <= 0xdfff) || isBidiControl(code)) return index;
  }
  return -1;
};

export const hasUnsafeCharacters = (value: string, options: { multiline?: boolean } = {}): boolean =>
  findUnsafeCharacter(value, options) !== -1;

/** The shared string rule: null, or 'validation.unsupportedCharacters'. */
export const validateSafeText = (
  value: string | null | undefined,
  options: { multiline?: boolean } = {},
): ValidationResult =>
  value != null && hasUnsafeCharacters(value, options) ? 'validation.unsupportedCharacters' : null;
