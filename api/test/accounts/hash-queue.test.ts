import { ErrorCode } from '@portal/shared/contracts';
import {
  changePassword,
  login,
  resetPassword,
  sendResetCode,
  verifyResetCode,
} from '@portal/shared/contracts/accounts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HASH_BUSY_RETRY_SECONDS,
  HASH_CONCURRENCY,
  hashPassword,
  hashQueueState,
  scryptParams,
} from '../../src/services/password-hash';
import { okResult } from '../helpers/envelope';
import { createTestApp, databaseTargets, type TestApp } from '../helpers/test-app';
import { call, failureWithDetails, signUp, uniqueIp } from './helpers';

const MAX_WAITING = 1;

/**
 * Fills the hash queue: a hash per core running and MAX_WAITING waiting, at the production cost
 * (~0.4 s each on an idle core), so it stays full far longer than a request takes to be refused.
 */
const fillHashQueue = () => {
  const slow = scryptParams(17);
  const filling = Promise.allSettled(
    Array.from({ length: HASH_CONCURRENCY + MAX_WAITING }, (_, n) => hashPassword(`Filler-pass${n}`, slow)),
  );
  expect(hashQueueState()).toEqual({
    running: HASH_CONCURRENCY,
    waiting: MAX_WAITING,
    maxWaiting: MAX_WAITING,
  });
  return filling;
};

describe.each(databaseTargets)('a full password hash queue on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { env: { PASSWORD_HASH_MAX_WAITING: String(MAX_WAITING) } });
  });
  afterAll(() => t?.close());

  /** Asserts SERVER_BUSY: HTTP 503 with Retry-After, the envelope and the seconds to wait. */
  const busy = (response: Awaited<ReturnType<typeof call>>) => {
    const { message, details } = failureWithDetails(response, 503, ErrorCode.SERVER_BUSY);
    expect(response.headers['retry-after']).toBe(String(HASH_BUSY_RETRY_SECONDS));
    expect(details).toEqual({ retryAfterSeconds: HASH_BUSY_RETRY_SECONDS });
    expect(message).toBe('We are very busy right now. Please try again in a few seconds.');
  };

  it('answers a login SERVER_BUSY at once instead of queueing it, counting no failure; then logs in', async () => {
    const user = await signUp(t);
    const filling = fillHashQueue();
    busy(await call(t, login, { email: user.email, password: user.password }));
    expect(hashQueueState().running).toBe(HASH_CONCURRENCY); // answered while the queue was still full
    await filling;
    const [row] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from login_failures where starts_with(email_key, ${user.email})`,
    );
    expect(Number(row?.n)).toBe(0);
    okResult(login, await call(t, login, { email: user.email, password: user.password }));
  });

  it('refuses a locked account’s change-pwd without hashing (ACCOUNT_LOCKED, not SERVER_BUSY)', async () => {
    const locked = await signUp(t);
    const open = await signUp(t);
    const ip = uniqueIp();
    const change = (user: typeof locked, oldPassword: string) =>
      call(t, changePassword, { oldPassword, password: 'Changed-pw9' }, { authorization: user.token }, ip);
    for (let n = 0; n < 5; n += 1) await change(locked, 'Not-mine1');

    const filling = fillHashQueue();
    failureWithDetails(await change(locked, locked.password), 200, ErrorCode.ACCOUNT_LOCKED);
    busy(await change(open, open.password)); // the same call that needs a hash is refused
    await filling;
  });

  it('refuses a password reset before its ticket is used, so the same ticket works once there is room', async () => {
    const user = await signUp(t);
    okResult(sendResetCode, await call(t, sendResetCode, { email: user.email }));
    await t.app.services.mail.flush();
    const captcha = /\b(\d{6})\b/.exec(t.app.services.mail.lastTo(user.email)?.text ?? '')?.[1] ?? '';
    const { resetTicket } = okResult(
      verifyResetCode,
      await call(t, verifyResetCode, { email: user.email, captcha }),
    );
    const reset = () => call(t, resetPassword, { email: user.email, resetTicket, password: 'After-busy7' });

    const filling = fillHashQueue();
    busy(await reset());
    await filling;
    expect(okResult(resetPassword, await reset())).toBeNull();
    okResult(login, await call(t, login, { email: user.email, password: 'After-busy7' }));
  });
});
