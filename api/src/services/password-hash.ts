import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';

/**
 * Passwords are hashed with scrypt (N = 2^17, r = 8, p = 1 in production) and stored as
 * `scrypt$N$r$p$salt$hash` so that a later change of cost still verifies old hashes.
 * Each hash takes ~128 MiB and ~0.4 s: hashing goes through a queue limited to the core count,
 * so a burst of logins neither exhausts memory nor starves libuv's thread pool.
 */
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const MAXMEM = 256 * 1024 * 1024;
/** Length cap so that hashing cannot be used as a denial of service. */
export const MAX_PASSWORD_LENGTH = 128;

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

export const scryptParams = (costLog2: number): ScryptParams => ({ N: 2 ** costLog2, r: 8, p: 1 });

const limit = Math.max(1, availableParallelism());
let running = 0;
const waiting: Array<() => void> = [];

const withSlot = async <T>(work: () => Promise<T>): Promise<T> => {
  if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
};

const derive = (password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> =>
  withSlot(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: MAXMEM };
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );

export const hashPassword = async (password: string, params: ScryptParams): Promise<string> => {
  if (password.length > MAX_PASSWORD_LENGTH) throw new RangeError('Password too long');
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
};

/** True when `password` matches `stored`; a malformed stored value never matches. */
export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  if (password.length > MAX_PASSWORD_LENGTH) return false;
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every(Number.isSafeInteger)) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), params);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};
