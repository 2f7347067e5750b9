import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ErrorCode, logout, orderMsg } from '@portal/shared/contracts';
import { mapsSearch } from '@portal/shared/contracts/transport';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { type Database, openDatabase } from '../../src/db/client';
import { sessions } from '../../src/db/schema';
import { hashToken } from '../../src/services/sessions';
import { failure, okResult } from '../helpers/envelope';
import { createTestApp, databaseTargets, type TestApp, testConfig } from '../helpers/test-app';
import { demoUserId } from '../helpers/users';

const search = (app: FastifyInstance, token: string, payload: object = { keyword: 'Savoy' }, headers = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/maps/search',
    headers: { authorization: token, ...headers },
    payload,
  });

/** Searches at once from many requests, so every pooled connection has run (and prepared) the check. */
const searchOnEveryConnection = async (app: FastifyInstance, token: string) => {
  for (const response of await Promise.all(Array.from({ length: 12 }, () => search(app, token)))) {
    expect(okResult(mapsSearch, response).places[0]?.id).toBe('poi:lon-the-savoy');
  }
};

describe.each(databaseTargets)('POST /maps/search: the session check (%s)', (target) => {
  let t: TestApp;
  let userId: number;
  beforeAll(async () => {
    t = await createTestApp(target);
    userId = await demoUserId(t);
  });
  afterAll(() => t?.close());

  const lastSeenAgoMs = async (token: string) => {
    const [row] = await t.database.db
      .select({ lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    return Date.now() - (row?.lastSeenAt.getTime() ?? 0);
  };
  const backdateLastSeen = (token: string, minutes: number) =>
    t.database.rows(
      sql`update sessions set last_seen_at = now() - make_interval(mins => ${minutes}::int)
          where token_hash = ${hashToken(token)}`,
    );

  it('refuses a token at once once it is logged out, on connections that checked it before', async () => {
    const { token } = await t.app.services.sessions.createSession(userId);
    await searchOnEveryConnection(t.app, token);
    await t.app.services.sessions.endSession(token);
    for (const response of await Promise.all(Array.from({ length: 12 }, () => search(t.app, token)))) {
      failure(response, 200, ErrorCode.SESSION_EXPIRED);
    }
  });

  it('refreshes the last-seen time of a session in use, and ends one left idle too long', async () => {
    const { token } = await t.app.services.sessions.createSession(userId);
    await searchOnEveryConnection(t.app, token);
    await backdateLastSeen(token, t.config.session.idleMinutes - 2);
    expect(await lastSeenAgoMs(token)).toBeGreaterThan(60_000);
    okResult(mapsSearch, await search(t.app, token));
    expect(await lastSeenAgoMs(token)).toBeLessThan(60_000);

    await backdateLastSeen(token, t.config.session.idleMinutes + 1);
    failure(await search(t.app, token), 200, ErrorCode.SESSION_EXPIRED);
  });

  it('answers larger results in brotli (gzip where brotli is not accepted), small ones as they are', async () => {
    const { token } = await t.app.services.sessions.createSession(userId);
    const london = { keyword: 'London', limit: 20 };
    const plain = await search(t.app, token, london, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(okResult(mapsSearch, plain).places).toHaveLength(20);

    const br = await search(t.app, token, london, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await search(t.app, token, london, { 'accept-encoding': 'gzip, deflate' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const none = await search(
      t.app,
      token,
      { keyword: 'xqzvwk' },
      { 'accept-encoding': 'gzip, deflate, br' },
    );
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(okResult(mapsSearch, none)).toEqual({ places: [] });
  });
});

// Several API instances share one PostgreSQL database: each prepares the session check on its own
// connections, and still reads the session from the table on every request.
describe.runIf(databaseTargets.includes('postgres'))('POST /maps/search on two instances (postgres)', () => {
  let t: TestApp;
  let secondDatabase: Database;
  let second: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp('postgres');
    const [row] = await t.database.rows<{ name: string }>(sql`select current_database() as name`);
    secondDatabase = await openDatabase({
      kind: 'postgres',
      url: `postgres://postgres@127.0.0.1:5432/${row?.name}`,
      poolMax: 5,
    });
    second = await buildApp(testConfig(), { database: secondDatabase });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await secondDatabase?.close();
    await t?.close();
  });

  it('refuses on the other instance, at once, a token logged out on one', async () => {
    const { token } = await t.app.services.sessions.createSession(await demoUserId(t));
    await searchOnEveryConnection(t.app, token);
    await searchOnEveryConnection(second, token);
    okResult(orderMsg, await second.inject({ url: '/api/order/msg', headers: { authorization: token } }));

    const loggedOut = await t.app.inject({
      method: 'POST',
      url: `/api${logout.path}`,
      headers: { authorization: token },
      payload: {},
    });
    expect(okResult(logout, loggedOut)).toBeNull();

    for (const response of await Promise.all(Array.from({ length: 12 }, () => search(second, token)))) {
      failure(response, 200, ErrorCode.SESSION_EXPIRED);
    }
    failure(
      await second.inject({ url: '/api/order/msg', headers: { authorization: token } }),
      200,
      ErrorCode.SESSION_EXPIRED,
    );
  });
});
