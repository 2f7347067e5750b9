import { z } from 'zod';
import { validateCvc, validateExpiry } from './card-expiry';
import { normaliseCardNumber, validateCardNumber } from './card-number';
import { validateEmail } from './email';
import type { ValidationResult } from './messages';
import { validateName } from './name';
import { validatePassword } from './password';
import { validateAlphanumeric, validateNumeric, validateRequired } from './text';

/**
 * Zod schemas built from the plain rules, for contracts and forms. Every issue's message is a
 * validation key (see messages.ts), never English.
 */
const requiredString = () => z.string({ error: 'validation.required' });

const withRule = <S extends z.ZodType<string>>(schema: S, rule: (value: string) => ValidationResult) =>
  schema.superRefine((value, ctx) => {
    const key = rule(value);
    if (key) ctx.addIssue({ code: 'custom', message: key });
  });

export const requiredStringSchema = withRule(requiredString().trim(), validateRequired);
export const emailSchema = withRule(requiredString().trim(), validateEmail);
export const passwordSchema = withRule(requiredString(), validatePassword);
export const nameSchema = withRule(requiredString().trim(), validateName);
export const numericSchema = withRule(requiredString().trim(), validateNumeric);
export const alphanumericSchema = withRule(requiredString().trim(), validateAlphanumeric);
/** Accepts digits with spaces; outputs digits only. */
export const cardNumberSchema = withRule(requiredString(), validateCardNumber).transform(normaliseCardNumber);
/** MM/YY, checked against today's month when parsed. */
export const expirySchema = withRule(requiredString().trim(), (value) => validateExpiry(value));
export const cvcSchema = withRule(requiredString().trim(), validateCvc);
export const termsAgreedSchema = z.literal(true, { error: 'validation.termsRequired' });

/** The first validation key of a failed parse, for showing one message per field. */
export const firstValidationKey = (error: z.ZodError, path?: PropertyKey): string | null => {
  const issue = path === undefined ? error.issues[0] : error.issues.find((i) => i.path[0] === path);
  return issue?.message ?? null;
};
