import { z } from 'zod/mini';
import { hasUnsafeCharacters } from './text';

/**
 * The shared string rule (text.ts) as zod checks, the one copy of each: built with `zod/mini`, so
 * the light contracts (`@portal/shared/contracts`, on the home page) carry no classic zod, and
 * usable on classic schemas too (`z.string().check(singleLineTextCheck)`: a check is a
 * `zod/v4/core` object either way). Every string an endpoint accepts carries one of them, in the
 * browser's forms and at the API (a test walks every contract and finds them by identity).
 */
export const singleLineTextCheck = z.refine<string>((value) => !hasUnsafeCharacters(value), {
  error: 'validation.unsupportedCharacters',
});
export const multiLineTextCheck = z.refine<string>(
  (value) => !hasUnsafeCharacters(value, { multiline: true }),
  { error: 'validation.unsupportedCharacters' },
);

/**
 * A reference another system gave us (the payment host's `paymentId`, tokens): letters, digits,
 * `_` and `-` only, so that nothing like `..` or `/` can reach that system's URLs.
 */
export const HOST_REFERENCE_PATTERN = /^[A-Za-z0-9_-]+$/;

/** The largest id a database `integer` column holds; ids outside 1..this are refused by contracts. */
export const MAX_DATABASE_ID = 2_147_483_647;

// The `zod/mini` twins of safe-text-schema.ts's schemas, for the light contracts: the same checks
// in the same order (so the same issues and messages). Add rules with `.check()`:
// `miniTextSchema().check(z.maxLength(60))` is classic's `textSchema().max(60)`.

/** `textSchema()`: a one-line text field, trimmed, with the shared rule. */
export const miniTextSchema = () =>
  z.string({ error: 'validation.required' }).check(z.trim(), singleLineTextCheck);

/** `rawTextSchema()`: a value passed through untouched, with the shared rule. */
export const miniRawTextSchema = () => z.string({ error: 'validation.required' }).check(singleLineTextCheck);

/** `hostReferenceSchema(max)`. */
export const miniHostReferenceSchema = (max = 128) =>
  miniRawTextSchema().check(
    z.minLength(1, 'validation.required'),
    z.maxLength(max),
    z.regex(HOST_REFERENCE_PATTERN),
  );

/** `databaseIdSchema()`. */
export const miniDatabaseIdSchema = () => z.number().check(z.int(), z.positive(), z.lte(MAX_DATABASE_ID));
