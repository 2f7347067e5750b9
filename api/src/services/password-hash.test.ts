import { performance } from 'node:perf_hooks';
import { ErrorCode } from '@portal/shared/contracts';
import { describe, expect, it } from 'vitest';
import { isAppError } from '../lib/app-error';
import {
  HASH_BUSY_RETRY_SECONDS,
  HASH_CONCURRENCY,
  hashPassword,
  hashQueueState,
  MAX_PASSWORD_LENGTH,
  scryptParams,
  setHashQueueMaxWaiting,
  verifyPassword,
} from './password-hash';

describe('password hashing', () => {
  it('stores the scrypt parameters with a random salt and verifies only the right password', async () => {
    const stored = await hashPassword('Demo12345', scryptParams(10));
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await hashPassword('Demo12345', scryptParams(10))).not.toBe(stored);
    expect(await verifyPassword('Demo12345', stored)).toBe(true);
    expect(await verifyPassword('demo12345', stored)).toBe(false);
  });

  it('uses N = 2^17 at production cost', () => {
    expect(scryptParams(17)).toEqual({ N: 131072, r: 8, p: 1 });
  });

  it('never matches a malformed hash or an over-long password', async () => {
    expect(await verifyPassword('x', 'plain')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$abc$8$1$salt$hash')).toBe(false);
    const stored = await hashPassword('a'.repeat(MAX_PASSWORD_LENGTH), scryptParams(10));
    expect(await verifyPassword('a'.repeat(MAX_PASSWORD_LENGTH + 1), stored)).toBe(false);
    await expect(hashPassword('a'.repeat(MAX_PASSWORD_LENGTH + 1), scryptParams(10))).rejects.toThrow(
      RangeError,
    );
  });
});

describe('the password hash queue', () => {
  it('refuses a hash over the waiting cap at once, long before the queue drains, and takes hashes again once it has room', async () => {
    const maxWaiting = 3;
    setHashQueueMaxWaiting(maxWaiting);
    // 2^15: ~0.1 s and 32 MiB per hash on an idle core; far longer than a refusal even when loaded.
    const slow = scryptParams(15);
    const stored = await hashPassword('Demo12345', scryptParams(10));
    const events: string[] = [];
    const started = performance.now();
    const queued = Array.from({ length: HASH_CONCURRENCY + maxWaiting }, (_, n) =>
      hashPassword(`Queued-pass${n}`, slow).then(() => events.push('hashed')),
    );
    expect(hashQueueState()).toMatchObject({ running: HASH_CONCURRENCY, waiting: maxWaiting });

    const refusals = await Promise.all([
      hashPassword('One-too-many1', slow).then(
        () => null,
        (error: unknown) => error,
      ),
      verifyPassword('Demo12345', stored).then(
        () => null,
        (error: unknown) => error,
      ),
    ]);
    const refusedAfter = performance.now() - started;
    events.push('refused');
    for (const error of refusals) {
      expect(isAppError(error) && error.errorCode).toBe(ErrorCode.SERVER_BUSY);
      expect(isAppError(error) && error.statusCode).toBe(503);
      expect(isAppError(error) && error.headers).toEqual({ 'retry-after': String(HASH_BUSY_RETRY_SECONDS) });
    }

    await Promise.all(queued);
    const drainedAfter = performance.now() - started;
    // The refusal came before any queued hash finished, and in a small share of the drain time.
    expect(events.indexOf('refused')).toBe(0);
    expect(refusedAfter).toBeLessThan(drainedAfter / 5);
    expect(hashQueueState()).toMatchObject({ running: 0, waiting: 0 });
    expect(await verifyPassword('Demo12345', stored)).toBe(true);
  });
});
