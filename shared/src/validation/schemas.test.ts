import { describe, expect, it } from 'vitest';
import { validationMessage, validationMessages } from './messages';
import { phoneSchema } from './phone-schema';
import {
  cardNumberSchema,
  emailSchema,
  firstValidationKey,
  nameSchema,
  passwordSchema,
  termsAgreedSchema,
} from './schemas';

describe('zod schemas carry validation keys', () => {
  it('trims and accepts valid values', () => {
    expect(emailSchema.parse(' ana@example.com ')).toBe('ana@example.com');
    expect(nameSchema.parse(' José ')).toBe('José');
    expect(cardNumberSchema.parse('3000 0000 0000 0004')).toBe('3000000000000004');
    expect(passwordSchema.parse('Passw0rd')).toBe('Passw0rd');
    expect(termsAgreedSchema.parse(true)).toBe(true);
  });

  it('reports the rule key, also for a missing value', () => {
    const bad = emailSchema.safeParse('nope');
    expect(bad.success).toBe(false);
    if (!bad.success) expect(firstValidationKey(bad.error)).toBe('validation.emailInvalid');
    const missing = emailSchema.safeParse(undefined);
    if (!missing.success) expect(firstValidationKey(missing.error)).toBe('validation.required');
    expect(missing.success).toBe(false);
    const terms = termsAgreedSchema.safeParse(false);
    if (!terms.success) expect(firstValidationKey(terms.error)).toBe('validation.termsRequired');
    expect(terms.success).toBe(false);
  });

  it('puts a phone issue on the field at fault', () => {
    const result = phoneSchema.safeParse({ mobileNoPrefix: '44', mobileNo: '12' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(firstValidationKey(result.error, 'mobileNo')).toBe('validation.numberInvalid');
      expect(firstValidationKey(result.error, 'mobileNoPrefix')).toBeNull();
    }
  });
});

describe('messages', () => {
  it('gives the specification texts exactly', () => {
    expect(validationMessage('validation.required')).toBe('This field is required.');
    expect(validationMessage('validation.emailsMismatch')).toBe('Email do not match. Please try again.');
    expect(validationMessage('validation.cardIncomplete')).toBe('Please enter the complete card number.');
    expect(Object.keys(validationMessages).every((key) => key.startsWith('validation.'))).toBe(true);
  });
});
