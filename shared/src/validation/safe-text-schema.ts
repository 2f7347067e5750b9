import { z } from 'zod';
import { hasUnsafeCharacters } from './text';

/**
 * The shared string rule (text.ts) as zod checks. Every string an endpoint accepts carries one of
 * them, in the browser's forms and at the API (a test walks every contract to prove it). Kept apart
 * from schemas.ts so that light contracts (login) can use it without the other rules.
 */
export const singleLineTextCheck = z.refine<string>((value) => !hasUnsafeCharacters(value), {
  error: 'validation.unsupportedCharacters',
});
export const multiLineTextCheck = z.refine<string>(
  (value) => !hasUnsafeCharacters(value, { multiline: true }),
  { error: 'validation.unsupportedCharacters' },
);

/** A one-line text field (names, subjects, references, ids): trimmed, with the shared rule. */
export const textSchema = () => z.string({ error: 'validation.required' }).trim().check(singleLineTextCheck);

/** A text that may span lines (a message, notes): trimmed, with the shared rule for multi-line text. */
export const multilineTextSchema = () =>
  z.string({ error: 'validation.required' }).trim().check(multiLineTextCheck);

/**
 * A value passed through untouched (passwords, card numbers, references of other systems): the
 * shared rule without trimming.
 */
export const rawTextSchema = () => z.string({ error: 'validation.required' }).check(singleLineTextCheck);

/**
 * A reference another system gave us (the payment host's `paymentId`, tokens): letters, digits,
 * `_` and `-` only, so that nothing like `..` or `/` can reach that system's URLs.
 */
export const HOST_REFERENCE_PATTERN = /^[A-Za-z0-9_-]+$/;
export const hostReferenceSchema = (max = 128) =>
  rawTextSchema().min(1, 'validation.required').max(max).regex(HOST_REFERENCE_PATTERN);

/** The largest id a database `integer` column holds; ids outside 1..this are refused by contracts. */
export const MAX_DATABASE_ID = 2_147_483_647;
export const databaseIdSchema = () => z.number().int().positive().max(MAX_DATABASE_ID);
