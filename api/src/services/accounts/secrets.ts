import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { RESET_CODE_LENGTH } from '@portal/shared/contracts/accounts';

/** An opaque id handed to the browser (sign-up progress, reset ticket): 256 random bits, base64url. */
export const newOpaqueId = (): string => randomBytes(32).toString('base64url');

/** What the database keeps of an opaque id. */
export const hashOpaqueId = (id: string): string => createHash('sha256').update(id).digest('hex');

/**
 * The card number's keyed fingerprint (HMAC-SHA256 with a server secret): equal numbers give equal
 * fingerprints, and without the secret a stolen table cannot be turned back into numbers.
 */
export const cardFingerprint = (secret: string, digits: string): string =>
  createHmac('sha256', secret).update(digits).digest('hex');

/** A reset code: six digits from a secure source. */
export const newResetCode = (): string =>
  String(randomInt(0, 10 ** RESET_CODE_LENGTH)).padStart(RESET_CODE_LENGTH, '0');

/** `salt$sha256(salt:code)`; the code is never stored. */
export const hashResetCode = (code: string): string => {
  const salt = randomBytes(16).toString('base64url');
  return `${salt}$${createHash('sha256').update(`${salt}:${code}`).digest('hex')}`;
};

export const resetCodeMatches = (code: string, stored: string): boolean => {
  const [salt, hash] = stored.split('$');
  if (!salt || !hash) return false;
  const actual = createHash('sha256').update(`${salt}:${code}`).digest();
  const expected = Buffer.from(hash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};
