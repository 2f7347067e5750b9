import { z } from 'zod';
import { validateCvc, validateExpiry } from './card-expiry';
import { normaliseCardNumber, validateCardNumber } from './card-number';
import { validateEmail } from './email';
import type { ValidationResult } from './messages';
import { validateName } from './name';
import { validatePassword } from './password';
import { multiLineTextCheck, singleLineTextCheck } from './safe-text-schema';
import { validateAlphanumeric, validateNumeric, validateRequired } from './text';
import { validateTravellerEmail } from './traveller-email';

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

// Each rule's own message comes first; the shared string rule (safe-text-schema.ts) follows, so a
// value every rule refuses shows the rule's message (e.g. 'Please enter a valid email address.').
export const requiredStringSchema = withRule(requiredString().trim(), validateRequired).check(
  singleLineTextCheck,
);
export const requiredMultilineStringSchema = withRule(requiredString().trim(), validateRequired).check(
  multiLineTextCheck,
);
export const emailSchema = withRule(requiredString().trim(), validateEmail).check(singleLineTextCheck);
/** `validateTravellerEmail`: empty, or a valid address. */
export const travellerEmailSchema = withRule(z.string().trim(), validateTravellerEmail).check(
  singleLineTextCheck,
);
export const passwordSchema = withRule(requiredString(), validatePassword).check(singleLineTextCheck);
export const nameSchema = withRule(requiredString().trim(), validateName).check(singleLineTextCheck);
export const numericSchema = withRule(requiredString().trim(), validateNumeric).check(singleLineTextCheck);
export const alphanumericSchema = withRule(requiredString().trim(), validateAlphanumeric).check(
  singleLineTextCheck,
);
/** Accepts digits with spaces; outputs digits only. */
export const cardNumberSchema = withRule(requiredString(), validateCardNumber)
  .check(singleLineTextCheck)
  .transform(normaliseCardNumber);
/** MM/YY, checked against today's month when parsed. */
export const expirySchema = withRule(requiredString().trim(), (value) => validateExpiry(value)).check(
  singleLineTextCheck,
);
export const cvcSchema = withRule(requiredString().trim(), validateCvc).check(singleLineTextCheck);
export const termsAgreedSchema = z.literal(true, { error: 'validation.termsRequired' });

/** The first validation key of a failed parse, for showing one message per field. */
export const firstValidationKey = (error: z.ZodError, path?: PropertyKey): string | null => {
  const issue = path === undefined ? error.issues[0] : error.issues.find((i) => i.path[0] === path);
  return issue?.message ?? null;
};
