import { defineEndpoint, ErrorCode, orderMsg } from '@portal/shared/contracts';
import type { OrderStatus } from '@portal/shared/contracts/bookings';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { orders, sessions } from '../src/db/schema';
import { registerEndpoint } from '../src/routes/endpoint';
import { hashToken } from '../src/services/sessions';
import { failure, okResult } from './helpers/envelope';
import { createTestApp, databaseTargets, type TestApp } from './helpers/test-app';
import { createClassicUser, demoUserId } from './helpers/users';

/** A protected POST endpoint with a strict body, registered through the same helper as the real ones. */
const protectedEcho = defineEndpoint({
  method: 'POST',
  path: '/test/protected-echo',
  auth: 'user',
  input: z.strictObject({ n: z.number().int() }),
  result: z.object({ n: z.number().int(), userId: z.number().int() }),
});

describe.each(databaseTargets)('GET /api/order/msg and sessions on %s', (target) => {
  let t: TestApp;
  let userId: number;
  beforeAll(async () => {
    t = await createTestApp(target, {
      extend: (app) =>
        registerEndpoint(app, protectedEcho, ({ input, session }) => ({
          n: input.n,
          userId: session?.userId ?? -1,
        })),
    });
    userId = await demoUserId(t);
  });
  afterAll(() => t?.close());

  const msg = (headers: Record<string, string> = {}, query = '') =>
    t.app.inject({ url: `/api/order/msg${query}`, headers });

  const backdate = async (token: string, column: 'last_seen_at' | 'expires_at', minutes: number) => {
    await t.database.rows(
      sql`update sessions set ${sql.raw(column)} = now() - make_interval(mins => ${minutes}::int)
          where token_hash = ${hashToken(token)}`,
    );
  };

  it('answers 20002 (HTTP 200) without a token, with an unknown one, or with a malformed one', async () => {
    failure(await msg(), 200, ErrorCode.SESSION_EXPIRED);
    failure(await msg({ authorization: 'A'.repeat(43) }), 200, ErrorCode.SESSION_EXPIRED);
    failure(await msg({ authorization: `Bearer ${'b'.repeat(43)}` }), 200, ErrorCode.SESSION_EXPIRED);
    failure(await msg({ authorization: 'x'.repeat(10_000) }), 200, ErrorCode.SESSION_EXPIRED);
  });

  it('checks the session before parsing or validating the request', async () => {
    failure(await msg({}, '?unexpected=1'), 200, ErrorCode.SESSION_EXPIRED);
    const post = (payload: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/test/protected-echo',
        headers: { 'content-type': 'application/json', ...headers },
        payload,
      });
    failure(await post('{"n": '), 200, ErrorCode.SESSION_EXPIRED);
    failure(await post('{"n": 1, "userId": 7}'), 200, ErrorCode.SESSION_EXPIRED);
    failure(await post('{"n": 1}', { authorization: 'c'.repeat(43) }), 200, ErrorCode.SESSION_EXPIRED);

    const { token } = await t.app.services.sessions.createSession(userId);
    failure(await post('{"n": ', { authorization: token }), 400, ErrorCode.BAD_REQUEST);
    failure(await post('{"n": 1, "userId": 7}', { authorization: token }), 400, ErrorCode.BAD_REQUEST);
    expect(okResult(protectedEcho, await post('{"n": 1}', { authorization: token }))).toEqual({
      n: 1,
      userId,
    });
  });

  it('answers the counts for a session made by createSession (raw token or Bearer)', async () => {
    const { token, expiresAt } = await t.app.services.sessions.createSession(userId);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(expiresAt.getTime()).toBeGreaterThan(Date.now() + 11 * 3600_000);
    expect(okResult(orderMsg, await msg({ authorization: token }))).toEqual({
      isUnread: false,
      unreadMsgNum: 0,
      pendingMsgNum: 0,
      cancelledMsgNum: 0,
    });
    okResult(orderMsg, await msg({ authorization: `Bearer ${token}` }));
  });

  it('stores only the token hash', async () => {
    const { token } = await t.app.services.sessions.createSession(userId);
    const stored = await t.database.db.select({ hash: sessions.tokenHash }).from(sessions);
    expect(stored.map((s) => s.hash)).toContain(hashToken(token));
    expect(stored.map((s) => s.hash)).not.toContain(token);
  });

  it("counts only the caller's orders whose status change they have not seen", async () => {
    const other = await createClassicUser(t, `other-${target}@portal.test`);
    const order = (owner: number, status: OrderStatus, unseen: boolean, n: number) => ({
      orderNo: `FT-AAAAA${n}`,
      uuid: `00000000-0000-4000-8000-00000000000${n}`,
      userId: owner,
      service: 'fast_track' as const,
      status,
      airportCode: 'LHR',
      serviceAt: new Date(Date.now() + 86_400_000),
      timeZone: 'Europe/London',
      total: 0,
      currency: 'USD',
      priceLines: [],
      priceReason: 'covered',
      unseenStatus: unseen ? status : null,
    });
    await t.database.db
      .insert(orders)
      .values([
        order(userId, 'paid', true, 1),
        order(userId, 'pending', true, 2),
        order(userId, 'unpaid', true, 3),
        order(userId, 'cancelled', true, 4),
        order(userId, 'cancelled', false, 5),
        order(other, 'paid', true, 6),
      ]);
    const { token } = await t.app.services.sessions.createSession(userId);
    expect(okResult(orderMsg, await msg({ authorization: token }))).toEqual({
      isUnread: true,
      unreadMsgNum: 4,
      pendingMsgNum: 2,
      cancelledMsgNum: 1,
    });
    const theirs = await t.app.services.sessions.createSession(other);
    expect(okResult(orderMsg, await msg({ authorization: theirs.token }))).toMatchObject({ unreadMsgNum: 1 });
    await t.database.db.delete(orders);
  });

  it('ends a session left idle longer than the idle limit, and refreshes one in use', async () => {
    const { token } = await t.app.services.sessions.createSession(userId);
    await backdate(token, 'last_seen_at', t.config.session.idleMinutes - 2);
    okResult(orderMsg, await msg({ authorization: token }));
    const [touched] = await t.database.db
      .select({ lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(Date.now() - (touched?.lastSeenAt.getTime() ?? 0)).toBeLessThan(60_000);

    await backdate(token, 'last_seen_at', t.config.session.idleMinutes + 1);
    failure(await msg({ authorization: token }), 200, ErrorCode.SESSION_EXPIRED);
  });

  it('ends a session past its absolute expiry even while in use', async () => {
    const { token } = await t.app.services.sessions.createSession(userId);
    okResult(orderMsg, await msg({ authorization: token }));
    await backdate(token, 'expires_at', 1);
    failure(await msg({ authorization: token }), 200, ErrorCode.SESSION_EXPIRED);
  });

  it('ends a session on logout and all of a user’s sessions on password change', async () => {
    const first = await t.app.services.sessions.createSession(userId);
    const second = await t.app.services.sessions.createSession(userId);
    await t.app.services.sessions.endSession(first.token);
    failure(await msg({ authorization: first.token }), 200, ErrorCode.SESSION_EXPIRED);
    okResult(orderMsg, await msg({ authorization: second.token }));
    await t.app.services.sessions.endUserSessions(userId);
    failure(await msg({ authorization: second.token }), 200, ErrorCode.SESSION_EXPIRED);
  });
});
