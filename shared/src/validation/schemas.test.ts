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
import { validateBookingLeadTime, validateServiceTimeAgainstFlight } from './service-time';

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

describe('service time rules', () => {
  const now = new Date('2026-05-15T10:00:00Z');

  it('needs 48 hours of notice', () => {
    expect(validateBookingLeadTime(new Date('2026-05-17T10:00:00Z'), now)).toBeNull();
    expect(validateBookingLeadTime(new Date('2026-05-17T09:59:00Z'), now)).toBe('validation.bookingTooSoon');
  });

  it('keeps the service between arrival and departure', () => {
    const arrivalAt = new Date('2026-06-01T12:00:00Z');
    expect(validateServiceTimeAgainstFlight(new Date('2026-06-01T11:00:00Z'), { arrivalAt })).toBe(
      'validation.serviceTimeBeforeArrival',
    );
    expect(validateServiceTimeAgainstFlight(new Date('2026-06-01T12:30:00Z'), { arrivalAt })).toBeNull();
    const departureAt = new Date('2026-06-01T12:00:00Z');
    expect(validateServiceTimeAgainstFlight(new Date('2026-06-01T13:00:00Z'), { departureAt })).toBe(
      'validation.serviceTimeAfterDeparture',
    );
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
