import { describe, expect, it } from 'vitest';
import { validationMessage } from './messages';
import { firstValidationKey, travellerEmailSchema } from './schemas';
import { travellerEmailFor, validateTravellerEmail } from './traveller-email';

describe('the traveller’s email of a booking for someone else', () => {
  it('may be left empty, and must be an address when given', () => {
    expect(validateTravellerEmail('')).toBeNull();
    expect(validateTravellerEmail('   ')).toBeNull();
    expect(validateTravellerEmail(undefined)).toBeNull();
    expect(validateTravellerEmail(' ana@example.com ')).toBeNull();
    expect(validateTravellerEmail('ana@example')).toBe('validation.emailInvalid');
    expect(validationMessage('validation.emailInvalid')).toBe('Please enter a valid email address.');
  });

  it('is checked the same way in the contract', () => {
    expect(travellerEmailSchema.parse(' ana@example.com ')).toBe('ana@example.com');
    expect(travellerEmailSchema.parse('')).toBe('');
    const bad = travellerEmailSchema.safeParse('not an address');
    expect(bad.success).toBe(false);
    if (!bad.success) expect(firstValidationKey(bad.error)).toBe('validation.emailInvalid');
  });

  it('is kept only for someone else’s booking', () => {
    expect(travellerEmailFor(1, ' ana@example.com ')).toBe('ana@example.com');
    expect(travellerEmailFor(true, '')).toBeNull();
    expect(travellerEmailFor(0, 'ana@example.com')).toBeNull();
    expect(travellerEmailFor(false, 'ana@example.com')).toBeNull();
  });
});
