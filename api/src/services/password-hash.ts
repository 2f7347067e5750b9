import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { ErrorCode } from '@portal/shared/contracts';
import { AppError } from '../lib/app-error';

/**
 * Passwords are hashed with scrypt (N = 2^17, r = 8, p = 1 in production) and stored as
 * `scrypt$N$r$p$salt$hash` so that a later change of cost still verifies old hashes.
 * Each hash takes ~128 MiB and ~0.4 s: hashing goes through a queue limited to the core count,
 * so a burst of logins neither exhausts memory nor starves libuv's thread pool; and at most
 * `maxWaiting` hashes wait for a core — one more is refused at once (SERVER_BUSY, HTTP 503 with
 * Retry-After) rather than making every login behind it wait seconds.
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

/** Hashes that run at once (one per core); the queue is per process, as memory and cores are. */
export const HASH_CONCURRENCY = Math.max(1, availableParallelism());
/** Default of PASSWORD_HASH_MAX_WAITING: hashes that may wait for a core (~6 s of work on 2 cores). */
export const DEFAULT_HASH_MAX_WAITING = 32;
/** What a refused caller is told to wait (Retry-After): the queue drains ~5 hashes a second on 2 cores. */
export const HASH_BUSY_RETRY_SECONDS = 2;

let maxWaiting = DEFAULT_HASH_MAX_WAITING;
let running = 0;
const waiting: Array<() => void> = [];

/** Sets how many hashes may wait for a core in this process (the app sets PASSWORD_HASH_MAX_WAITING). */
export const setHashQueueMaxWaiting = (max: number): void => {
  if (!Number.isInteger(max) || max < 0) throw new RangeError('maxWaiting must be an integer >= 0');
  maxWaiting = max;
};

/** Hashes running and waiting now (tests and diagnostics). */
export const hashQueueState = () => ({ running, waiting: waiting.length, maxWaiting });

const busy = () =>
  new AppError(ErrorCode.SERVER_BUSY, {
    statusCode: 503,
    details: { retryAfterSeconds: HASH_BUSY_RETRY_SECONDS },
    headers: { 'retry-after': String(HASH_BUSY_RETRY_SECONDS) },
  });

/**
 * Throws SERVER_BUSY when a hash asked for now would be refused: for callers that must not spend
 * something single-use (a reset ticket) on a request whose hash is then refused.
 */
export const assertHashQueueRoom = (): void => {
  if (running >= HASH_CONCURRENCY && waiting.length >= maxWaiting) throw busy();
};

const withSlot = async <T>(work: () => Promise<T>): Promise<T> => {
  if (running < HASH_CONCURRENCY) running += 1;
  else {
    if (waiting.length >= maxWaiting) throw busy();
    // The hash that finishes hands its core straight to the first one waiting.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
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
