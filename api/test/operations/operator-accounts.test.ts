import { ErrorCode, login, orderMsg, REMOTE_NAMES, supportProduct } from '@portal/shared/contracts';
import {
  operatorLogin,
  operatorLogout,
  operatorMe,
  operatorRemotes,
  updateOperatorMe,
} from '@portal/shared/contracts/operations';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR_PASSWORD, DEMO_OPERATORS } from '../../src/db/seed/demo';
import { allContracts, registeredContracts } from '../helpers/contracts';
import { failure, okResult } from '../helpers/envelope';
import { createTestApp, databaseTargets, type TestApp } from '../helpers/test-app';
import {
  ADMIN,
  auditSince,
  callAs,
  cardholderToken,
  KEY,
  lastAuditId,
  operatorToken,
  QUOTES,
  signIn,
  VIEWER,
} from './harness';

describe.each(databaseTargets)('operator accounts on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, {
      env: { OPERATOR_KEY: KEY, OPERATOR_SESSION_IDLE_MINUTES: '20', OPERATOR_SESSION_ABSOLUTE_HOURS: '8' },
    });
  });
  afterAll(() => t?.close());

  const me = (token: string) => callAs(t, operatorMe, {}, { token });

  it('seeds the demo operators once, with their roles and a hashed password', async () => {
    const rows = await t.database.rows<{ email: string; roles: string[]; password_hash: string }>(
      sql`select email, roles, password_hash from operators order by id`,
    );
    expect(rows.map((row) => [row.email, [...row.roles]])).toEqual(
      DEMO_OPERATORS.map((operator) => [operator.email, [...operator.roles]]),
    );
    for (const row of rows) {
      expect(row.password_hash).toMatch(/^scrypt\$/);
      expect(row.password_hash).not.toContain(DEMO_OPERATOR_PASSWORD);
    }
  });

  it('signs in with the right password: a token of its own form, the roles and the name; audited', async () => {
    const before = await lastAuditId(t);
    const signedIn = await signIn(t, 'OPS.Quotes@portal.test');
    expect(signedIn.token).toMatch(/^op_[A-Za-z0-9_-]{43}$/);
    expect(signedIn.operator).toMatchObject({
      email: QUOTES,
      displayName: 'Quinn Quotes',
      roles: ['quotes'],
    });
    expect(Date.parse(signedIn.expiresAt) - Date.now()).toBeGreaterThan(7.9 * 3_600_000);
    expect(Date.parse(signedIn.expiresAt) - Date.now()).toBeLessThanOrEqual(8 * 3_600_000);
    expect(okResult(operatorMe, await me(signedIn.token))).toEqual({
      actor: 'operator',
      operator: signedIn.operator,
      roles: ['quotes'],
    });
    const [stored] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from operator_sessions where token_hash = ${signedIn.token}`,
    );
    expect(stored?.n).toBe(0);
    expect(await auditSince(t, before)).toEqual([
      expect.objectContaining({
        action: 'login',
        actor_kind: 'operator',
        operator_email: QUOTES,
        outcome: 'success',
      }),
    ]);
  });

  it('refuses a wrong password or an unknown email alike, counts toward a lock, and locks after 5', async () => {
    const before = await lastAuditId(t);
    const wrong = (email: string) => callAs(t, operatorLogin, { email, password: 'Wrong12345' });
    const unknown = failure(await wrong('nobody@portal.test'), 200, ErrorCode.LOGIN_INCORRECT);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(failure(await wrong(VIEWER), 200, ErrorCode.LOGIN_INCORRECT)).toBe(unknown);
    }
    const locked = await wrong(VIEWER);
    expect(locked.statusCode).toBe(200);
    expect(locked.json()).toMatchObject({ state: '0', errorCode: ErrorCode.ACCOUNT_LOCKED });
    expect((locked.json() as { result: { lockSeconds: number } }).result.lockSeconds).toBeGreaterThan(60);
    // Locked: even the right password is refused until the lock ends.
    expect(
      (await callAs(t, operatorLogin, { email: VIEWER, password: DEMO_OPERATOR_PASSWORD })).json(),
    ).toMatchObject({ state: '0', errorCode: ErrorCode.ACCOUNT_LOCKED });
    const rows = await auditSince(t, before);
    expect(rows.map((row) => [row.operator_email, row.outcome, row.details.errorCode])).toEqual([
      ['nobody@portal.test', 'failure', ErrorCode.LOGIN_INCORRECT],
      ...Array.from({ length: 4 }, () => [VIEWER, 'failure', ErrorCode.LOGIN_INCORRECT]),
      [VIEWER, 'failure', ErrorCode.ACCOUNT_LOCKED],
      [VIEWER, 'failure', ErrorCode.ACCOUNT_LOCKED],
    ]);
    expect(rows.every((row) => row.client_ip === '127.0.0.1')).toBe(true);
    // The lock ends: the right password works and clears the count.
    await t.database.rows(
      sql`update operators set locked_until = now() - interval '1 second' where email = ${VIEWER}`,
    );
    await signIn(t, VIEWER);
    const [count] = await t.database.rows<{ failed_attempts: number }>(
      sql`select failed_attempts from operators where email = ${VIEWER}`,
    );
    expect(count?.failed_attempts).toBe(0);
  });

  it('refuses hostile or malformed sign-in input with a clear message and no stack trace', async () => {
    const refused = async (payload: object) => {
      const response = await t.app.inject({ method: 'POST', url: '/api/operator/login', payload });
      const message = failure(response, 400, ErrorCode.BAD_REQUEST);
      expect(response.body).not.toMatch(/at .*\.ts:\d+|node_modules/);
      return message;
    };
    expect(await refused({ email: ADMIN })).toMatch(/password/);
    expect(await refused({ email: ADMIN, password: 'x', roles: ['remotes'] })).toMatch(/roles|unrecognized/i);
    expect(await refused({ email: `${'a'.repeat(300)}@x.test`, password: 'x' })).toMatch(/email/);
    expect(await refused({ email: ADMIN, password: 'p'.repeat(129) })).toMatch(/password/);
    expect(await refused({ email: 'a\u0000b@x.test', password: 'x' })).toMatch(/email/);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/operator/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    failure(notJson, 400, ErrorCode.BAD_REQUEST);
  });

  it('ends a session after the idle time, and after its absolute life however busy', async () => {
    const idle = await operatorToken(t, ADMIN);
    okResult(operatorMe, await me(idle));
    await t.database.rows(
      sql`update operator_sessions set last_seen_at = now() - interval '21 minutes'
          where id = (select max(id) from operator_sessions)`,
    );
    failure(await me(idle), 403, ErrorCode.OPERATOR_KEY_INVALID);

    const old = await operatorToken(t, ADMIN);
    okResult(operatorMe, await me(old));
    await t.database.rows(
      sql`update operator_sessions set expires_at = now() - interval '1 second'
          where id = (select max(id) from operator_sessions)`,
    );
    failure(await me(old), 403, ErrorCode.OPERATOR_KEY_INVALID);
  });

  it('logs out: the token stops working at once; the sign-out is audited', async () => {
    const token = await operatorToken(t, QUOTES);
    const before = await lastAuditId(t);
    expect(okResult(operatorLogout, await callAs(t, operatorLogout, {}, { token }))).toEqual({ ended: true });
    failure(await me(token), 403, ErrorCode.OPERATOR_KEY_INVALID);
    failure(await callAs(t, operatorLogout, {}, { token }), 403, ErrorCode.OPERATOR_KEY_INVALID);
    expect(await auditSince(t, before)).toEqual([
      expect.objectContaining({ action: 'logout', operator_email: QUOTES, outcome: 'success' }),
    ]);
  });

  it('changes the display name, and the password (the current one checked), ending the other sessions', async () => {
    const token = await operatorToken(t, ADMIN);
    const other = await operatorToken(t, ADMIN);
    const renamed = okResult(
      updateOperatorMe,
      await callAs(t, updateOperatorMe, { displayName: 'Olivia A.' }, { token }),
    );
    expect(renamed.operator?.displayName).toBe('Olivia A.');
    failure(
      await callAs(
        t,
        updateOperatorMe,
        { currentPassword: 'Wrong12345', newPassword: 'Better12345' },
        { token },
      ),
      200,
      ErrorCode.PASSWORD_INCORRECT,
    );
    failure(
      await callAs(t, updateOperatorMe, { newPassword: 'Better12345' }, { token }),
      400,
      ErrorCode.BAD_REQUEST,
    );
    failure(
      await callAs(
        t,
        updateOperatorMe,
        { currentPassword: DEMO_OPERATOR_PASSWORD, newPassword: 'short' },
        { token },
      ),
      400,
      ErrorCode.BAD_REQUEST,
    );
    okResult(
      updateOperatorMe,
      await callAs(
        t,
        updateOperatorMe,
        { currentPassword: DEMO_OPERATOR_PASSWORD, newPassword: 'Better12345' },
        { token },
      ),
    );
    okResult(operatorMe, await me(token));
    failure(await me(other), 403, ErrorCode.OPERATOR_KEY_INVALID);
    failure(
      await callAs(t, operatorLogin, { email: ADMIN, password: DEMO_OPERATOR_PASSWORD }),
      200,
      ErrorCode.LOGIN_INCORRECT,
    );
    await signIn(t, ADMIN, 'Better12345');
    // Back as seeded, for the other tests.
    okResult(
      updateOperatorMe,
      await callAs(
        t,
        updateOperatorMe,
        { displayName: 'Olivia Admin', currentPassword: 'Better12345', newPassword: DEMO_OPERATOR_PASSWORD },
        { token },
      ),
    );
  });

  it('refuses a cardholder token on every operator endpoint, as it refuses no session at all', async () => {
    const cardholder = await cardholderToken(t);
    // The token works where it belongs.
    expect(
      okResult(supportProduct, await callAs(t, supportProduct, {}, { token: cardholder })),
    ).toBeDefined();
    const operatorContracts = registeredContracts(t.app).filter((contract) => contract.auth === 'operator');
    expect(operatorContracts.length).toBe(
      allContracts.filter((contract) => contract.auth === 'operator').length,
    );
    expect(operatorContracts.length).toBeGreaterThanOrEqual(17);
    for (const contract of operatorContracts) {
      const where = `${contract.method} ${contract.path}`;
      const asCardholder = await callAs(t, contract, {}, { token: cardholder });
      expect(asCardholder.statusCode, where).toBe(403);
      expect(asCardholder.json(), where).toMatchObject({
        state: '0',
        errorCode: ErrorCode.OPERATOR_KEY_INVALID,
      });
      const anonymous = await callAs(t, contract, {});
      expect(anonymous.json(), where).toEqual(asCardholder.json());
      // Not even a cardholder token dressed as an operator's.
      const dressed = await callAs(t, contract, {}, { token: `op_${cardholder}` });
      expect(dressed.json(), where).toEqual(asCardholder.json());
    }
  });

  it("refuses an operator's token on every cardholder endpoint with 20002", async () => {
    const token = await operatorToken(t, ADMIN);
    const userContracts = registeredContracts(t.app).filter((contract) => contract.auth === 'user');
    expect(userContracts.length).toBeGreaterThan(20);
    for (const contract of userContracts) {
      const response = await callAs(t, contract, {}, { token });
      expect(response.json(), `${contract.method} ${contract.path}`).toMatchObject({
        state: '0',
        errorCode: ErrorCode.SESSION_EXPIRED,
      });
    }
    // Stripped of its prefix it is no cardholder's token either (a separate table).
    failure(
      await t.app.inject({
        method: 'GET',
        url: `/api${orderMsg.path}`,
        headers: { authorization: token.slice(3) },
      }),
      200,
      ErrorCode.SESSION_EXPIRED,
    );
    // An optional endpoint treats it as a visitor's call.
    const visitor = okResult(supportProduct, await callAs(t, supportProduct, {}));
    expect(okResult(supportProduct, await callAs(t, supportProduct, {}, { token }))).toEqual(visitor);
    // And a cardholder's login is not an operator's.
    expect((await callAs(t, login, { email: ADMIN, password: DEMO_OPERATOR_PASSWORD })).json()).toMatchObject(
      {
        state: '0',
        errorCode: ErrorCode.LOGIN_INCORRECT,
      },
    );
  });

  it('the operator key acts as automation: every role, no account', async () => {
    expect(okResult(operatorMe, await callAs(t, operatorMe, {}, { key: KEY }))).toEqual({
      actor: 'automation',
      operator: null,
      roles: ['remotes', 'quotes', 'programme', 'viewer'],
    });
    failure(await callAs(t, operatorMe, {}, { key: `${KEY}x` }), 403, ErrorCode.OPERATOR_KEY_INVALID);
    // A wrong key is refused even with a good token beside it.
    const token = await operatorToken(t, ADMIN);
    const both = await t.app.inject({
      method: 'GET',
      url: '/api/operator/remotes',
      headers: { authorization: token, 'x-operator-key': 'wrong' },
    });
    failure(both, 403, ErrorCode.OPERATOR_KEY_INVALID);
    expect(okResult(operatorRemotes, await callAs(t, operatorRemotes, {}, { token })).remotes).toHaveLength(
      REMOTE_NAMES.length,
    );
  });
});
