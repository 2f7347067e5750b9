import { ErrorCode, orderMsg } from '@portal/shared/contracts';
import { login, logout, MAX_LOGIN_FAILURES, userInfo } from '@portal/shared/contracts/accounts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_FIRST_NAME, DEMO_PASSWORD } from '../../src/db/seed/demo';
import { ACCOUNT_MAX_LOGIN_FAILURES } from '../../src/services/accounts/account-rules';
import { failure, okResult } from '../helpers/envelope';
import { createTestApp, databaseTargets, type TestApp } from '../helpers/test-app';
import { call, failureWithDetails, resetByMail, signUp, uniqueEmail, uniqueIp } from './helpers';

interface FailureBody {
  state: string;
  errorCode: number;
  result: Record<string, number> | null;
}

describe.each(databaseTargets)('login and logout on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { env: { LOGIN_LOCK_MINUTES: '15' } });
  });
  afterAll(() => t?.close());

  const attempt = (email: string, password: string, ip?: string) =>
    call(t, login, { email, password }, {}, ip);
  const failed = async (email: string, password: string, ip?: string) =>
    (await attempt(email, password, ip)).json() as FailureBody;

  it('logs the demo user in with a new token each time (email in any case)', async () => {
    const first = okResult(login, await attempt(DEMO_EMAIL.toUpperCase(), DEMO_PASSWORD));
    const second = okResult(login, await attempt(` ${DEMO_EMAIL} `, DEMO_PASSWORD));
    expect(first).toMatchObject({ firstName: DEMO_FIRST_NAME, email: DEMO_EMAIL });
    expect(first.token).not.toBe(second.token);
    okResult(userInfo, await call(t, userInfo, {}, { authorization: first.token }));
  });

  it('answers LOGIN_INCORRECT with the attempts left, then ACCOUNT_LOCKED with the seconds left from the 5th failure', async () => {
    const { email, password } = await signUp(t);
    for (let n = 1; n < MAX_LOGIN_FAILURES; n += 1) {
      const body = await failed(email, 'Wrong-pass1');
      expect(body).toMatchObject({
        state: '0',
        errorCode: ErrorCode.LOGIN_INCORRECT,
        result: { attemptsLeft: MAX_LOGIN_FAILURES - n },
      });
    }
    const fifth = await failed(email, 'Wrong-pass1');
    expect(fifth.errorCode).toBe(ErrorCode.ACCOUNT_LOCKED);
    expect(fifth.result?.lockSeconds).toBeGreaterThan(15 * 60 - 5);
    expect(fifth.result?.lockSeconds).toBeLessThanOrEqual(15 * 60);

    // Locked: even the right password is refused, and the lock is not extended.
    const locked = await failed(email, password);
    expect(locked.errorCode).toBe(ErrorCode.ACCOUNT_LOCKED);
    expect(locked.result?.lockSeconds).toBeLessThanOrEqual(fifth.result?.lockSeconds ?? 0);

    // When the lock ends, the right password works and the count starts again.
    await t.database.rows(
      sql`update login_failures set locked_until = now() - interval '1 second' where starts_with(email_key, ${email})`,
    );
    okResult(login, await attempt(email, password));
    expect((await failed(email, 'Wrong-pass1')).result).toEqual({ attemptsLeft: MAX_LOGIN_FAILURES - 1 });
  });

  it('locks the account only for the address the failures came from', async () => {
    const { email, password } = await signUp(t);
    const [here, elsewhere] = [uniqueIp(), uniqueIp()];
    for (let n = 1; n < MAX_LOGIN_FAILURES; n += 1) {
      expect(await failed(email, 'Wrong-pass1', here)).toMatchObject({
        errorCode: ErrorCode.LOGIN_INCORRECT,
        result: { attemptsLeft: MAX_LOGIN_FAILURES - n },
      });
    }
    const locked = await failed(email, 'Wrong-pass1', here);
    expect(locked.errorCode).toBe(ErrorCode.ACCOUNT_LOCKED);
    expect(locked.result?.lockSeconds).toBeGreaterThan(15 * 60 - 5);
    expect((await failed(email, password, here)).errorCode).toBe(ErrorCode.ACCOUNT_LOCKED);

    // Five guesses from another address cannot lock the cardholder out where they are.
    okResult(login, await attempt(email, password, elsewhere));
    expect((await failed(email, 'Wrong-pass1', elsewhere)).result).toEqual({
      attemptsLeft: MAX_LOGIN_FAILURES - 1,
    });
    // An IPv6 client is one address by its /64.
    for (let n = 0; n < MAX_LOGIN_FAILURES; n += 1)
      await attempt(email, 'Wrong-pass1', `2001:db8:7:7::${n + 1}`);
    expect((await failed(email, password, '2001:db8:7:7:abcd::1')).errorCode).toBe(ErrorCode.ACCOUNT_LOCKED);
  });

  it(`locks the account everywhere after ${ACCOUNT_MAX_LOGIN_FAILURES} failures from many addresses, until a password reset by mail`, async () => {
    const { email, password } = await signUp(t);
    const first = uniqueIp();
    const spread = [first, first, first, first, first];
    // Then four addresses, each below its own lock, up to the account-wide ceiling.
    for (const ip of [uniqueIp(), uniqueIp(), uniqueIp(), uniqueIp()]) {
      for (let n = 0; n < MAX_LOGIN_FAILURES - 1 && spread.length < ACCOUNT_MAX_LOGIN_FAILURES; n += 1) {
        spread.push(ip);
      }
    }
    expect(spread).toHaveLength(ACCOUNT_MAX_LOGIN_FAILURES);
    const answers: FailureBody[] = [];
    for (const ip of spread) answers.push(await failed(email, 'Wrong-pass1', ip));
    expect(answers.map((a) => a.errorCode)).toEqual([
      ...Array(MAX_LOGIN_FAILURES - 1).fill(ErrorCode.LOGIN_INCORRECT),
      ErrorCode.ACCOUNT_LOCKED, // the first address, from its own failures
      ...Array(ACCOUNT_MAX_LOGIN_FAILURES - MAX_LOGIN_FAILURES - 1).fill(ErrorCode.LOGIN_INCORRECT),
      ErrorCode.ACCOUNT_LOCKED, // every address, from the ceiling
    ]);
    // The attempts left are the fewer of this address's and the account's.
    expect(answers.at(-3)?.result).toEqual({ attemptsLeft: 2 });
    expect(answers.at(-2)?.result).toEqual({ attemptsLeft: 1 });

    const fresh = uniqueIp();
    const everywhere = await failed(email, password, fresh);
    expect(everywhere.errorCode).toBe(ErrorCode.ACCOUNT_LOCKED);
    expect(everywhere.result?.lockSeconds).toBeGreaterThan(15 * 60 - 10);

    // A password reset by mail lifts every lock of the account.
    await resetByMail(t, email, 'After-reset7');
    okResult(login, await attempt(email, 'After-reset7', fresh));
    okResult(login, await attempt(email, 'After-reset7', first));
    expect((await failed(email, password, first)).result).toEqual({ attemptsLeft: MAX_LOGIN_FAILURES - 1 });
  });

  it('resets the count after a successful login', async () => {
    const { email, password } = await signUp(t);
    for (let n = 0; n < MAX_LOGIN_FAILURES - 1; n += 1) await attempt(email, 'Wrong-pass1');
    okResult(login, await attempt(email, password));
    expect((await failed(email, 'Wrong-pass1')).result).toEqual({ attemptsLeft: MAX_LOGIN_FAILURES - 1 });
  });

  it('answers an unknown address exactly like a known one, lock included', async () => {
    const unknown = uniqueEmail('nobody');
    const bodies = [];
    for (let n = 0; n < MAX_LOGIN_FAILURES + 1; n += 1) bodies.push(await failed(unknown, 'Whatever1'));
    expect(bodies.map((b) => b.errorCode)).toEqual([
      ...Array(MAX_LOGIN_FAILURES - 1).fill(ErrorCode.LOGIN_INCORRECT),
      ErrorCode.ACCOUNT_LOCKED,
      ErrorCode.ACCOUNT_LOCKED,
    ]);
    expect(bodies[0]?.result).toEqual({ attemptsLeft: MAX_LOGIN_FAILURES - 1 });
    const { message } = failureWithDetails(
      await attempt(uniqueEmail('nobody'), 'x'),
      200,
      ErrorCode.LOGIN_INCORRECT,
    );
    expect(message).toBe('Your email address or password is incorrect. Please try again.');
  });

  it('refuses bad and hostile bodies with 400 and counts no failure', async () => {
    const email = uniqueEmail('hostile');
    const bad: unknown[] = [
      {},
      { email },
      { email, password: '' },
      { email, password: 123 },
      { email, password: 'x'.repeat(10_000) },
      { email: 'x'.repeat(10_000), password: 'Abcdefg1' },
      { email, password: 'Abcdefg1', userId: 1 },
      '{"email":',
    ];
    for (const body of bad) failure(await call(t, login, body), 400, ErrorCode.BAD_REQUEST);
    expect((await failed(email, 'Wrong-pass1')).result).toEqual({ attemptsLeft: MAX_LOGIN_FAILURES - 1 });
    failureWithDetails(await attempt("' or '1'='1", "' or '1'='1"), 200, ErrorCode.LOGIN_INCORRECT);
    failureWithDetails(await attempt(`${DEMO_EMAIL}' --`, 'anything'), 200, ErrorCode.LOGIN_INCORRECT);
  });

  it('logout ends this session on the server only', async () => {
    const a = okResult(login, await attempt(DEMO_EMAIL, DEMO_PASSWORD));
    const b = okResult(login, await attempt(DEMO_EMAIL, DEMO_PASSWORD));
    expect(okResult(logout, await call(t, logout, {}, { authorization: a.token }))).toBeNull();
    failure(await call(t, orderMsg, {}, { authorization: a.token }), 200, ErrorCode.SESSION_EXPIRED);
    failure(await call(t, logout, {}, { authorization: a.token }), 200, ErrorCode.SESSION_EXPIRED);
    okResult(orderMsg, await call(t, orderMsg, {}, { authorization: b.token }));
    failure(await call(t, logout, {}), 200, ErrorCode.SESSION_EXPIRED);
    failure(
      await call(t, logout, { token: b.token }, { authorization: b.token }),
      400,
      ErrorCode.BAD_REQUEST,
    );
    okResult(orderMsg, await call(t, orderMsg, {}, { authorization: b.token }));
  });
});

// PGlite runs every query on one connection, so only PostgreSQL can show a race.
describe.each(databaseTargets.filter((target) => target === 'postgres'))(
  'login failures under concurrency on %s',
  (target) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(target);
    });
    afterAll(() => t?.close());

    const attempt = (email: string, password: string) => call(t, login, { email, password });

    it('counts 20 parallel failures as 20 (one atomic update each)', async () => {
      const { email } = await signUp(t);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => attempt(email, 'Wrong-pass1').then((r) => r.json() as FailureBody)),
      );
      const [row] = await t.database.rows<{ failures: number }>(
        sql`select failures from login_failures where email_key = ${email}`,
      );
      expect(Number(row?.failures)).toBe(20);
      const incorrect = answers.filter((a) => a.errorCode === ErrorCode.LOGIN_INCORRECT);
      const locked = answers.filter((a) => a.errorCode === ErrorCode.ACCOUNT_LOCKED);
      expect(incorrect).toHaveLength(MAX_LOGIN_FAILURES - 1);
      expect(locked).toHaveLength(20 - (MAX_LOGIN_FAILURES - 1));
      expect(new Set(incorrect.map((a) => a.result?.attemptsLeft))).toEqual(new Set([1, 2, 3, 4]));
    });
  },
);
