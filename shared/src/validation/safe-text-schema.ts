import { z } from 'zod';
import {
  HOST_REFERENCE_PATTERN,
  MAX_DATABASE_ID,
  multiLineTextCheck,
  singleLineTextCheck,
} from './safe-text-check';

/**
 * Classic zod schemas with the shared string rule (text.ts), for the per-domain contracts. The
 * checks and constants live in safe-text-check.ts (built with `zod/mini`, one copy for both APIs),
 * beside these schemas' `zod/mini` twins for the light contracts. Kept apart from schemas.ts so
 * that contracts can use them without the other rules.
 */
export { HOST_REFERENCE_PATTERN, MAX_DATABASE_ID, multiLineTextCheck, singleLineTextCheck };

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

/** A reference another system gave us (`HOST_REFERENCE_PATTERN`, safe-text-check.ts). */
export const hostReferenceSchema = (max = 128) =>
  rawTextSchema().min(1, 'validation.required').max(max).regex(HOST_REFERENCE_PATTERN);

/** A database id: 1..`MAX_DATABASE_ID` (safe-text-check.ts). */
export const databaseIdSchema = () => z.number().int().positive().max(MAX_DATABASE_ID);
