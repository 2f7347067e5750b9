import { countryList, ErrorCode, tcList } from '@portal/shared/contracts';
import { fastTrackSpine } from '@portal/shared/contracts/fast-track';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, okResult } from './helpers/envelope';
import { createTestApp, databaseTargets, type TestApp } from './helpers/test-app';
import { createClassicUser } from './helpers/users';

const SECRET = 'connection string postgres://admin:hunter2@db';

describe.each(databaseTargets)('the envelope on %s', (target) => {
  let t: TestApp;
  let markSlowStarted = () => {};
  const slowStarted = {
    resolve: () => markSlowStarted(),
    promise: new Promise<void>((resolve) => {
      markSlowStarted = resolve;
    }),
  };
  beforeAll(async () => {
    t = await createTestApp(target, {
      extend: (app) => {
        app.get('/api/test/fault', async () => {
          throw new Error(SECRET);
        });
        app.get('/api/test/slow', async () => {
          slowStarted.resolve();
          await new Promise((resolve) => setTimeout(resolve, 300));
          return { finished: true };
        });
      },
    });
  });
  afterAll(() => t?.close());

  const postCountries = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/area/country-list', payload: payload as string, headers });

  it('answers 400 10400 naming the field when a type is wrong', async () => {
    const message = failure(await postCountries({ keyword: 42 }), 400, ErrorCode.BAD_REQUEST);
    expect(message).toContain("'keyword'");
    const query = failure(await t.app.inject('/api/tc/list?code=cookies'), 400, ErrorCode.BAD_REQUEST);
    expect(query).toContain("'code'");
  });

  it('names the wrong field and its rule in words, not as a message key', async () => {
    const userId = await createClassicUser(t, `envelope-words-${target}@portal.test`);
    const { token } = await t.app.services.sessions.createSession(userId);
    const headers = { authorization: token, channel: 'web' };
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api${fastTrackSpine.createOrder.path}`,
      headers,
      payload: { proof: 'x'.repeat(32) },
    });
    expect(failure(missing, 400, ErrorCode.BAD_REQUEST)).toBe(
      "Invalid body field 'uuid': This field is required.",
    );
    const malformed = await t.app.inject({
      url: `/api${fastTrackSpine.cancelBooking.path}`,
      headers,
      query: { orderNo: 'not-a-booking' },
    });
    expect(failure(malformed, 400, ErrorCode.BAD_REQUEST)).toBe(
      "Invalid query field 'orderNo': The Booking ID is not valid.",
    );
  });

  it('refuses unknown fields in a body and in a query string', async () => {
    const body = failure(await postCountries({ keyword: 'fr', userId: 1 }), 400, ErrorCode.BAD_REQUEST);
    expect(body).toContain("'userId'");
    const query = failure(
      await t.app.inject('/api/public/project-status?debug=1'),
      400,
      ErrorCode.BAD_REQUEST,
    );
    expect(query).toContain("'debug'");
  });

  it('refuses a 10 000-character string without echoing it', async () => {
    const long = 'a'.repeat(10_000);
    const response = await postCountries({ keyword: long });
    const message = failure(response, 400, ErrorCode.BAD_REQUEST);
    expect(message).toContain("'keyword'");
    expect(response.body.length).toBeLessThan(500);
    const unknownKey = await postCountries({ [long]: 1 });
    failure(unknownKey, 400, ErrorCode.BAD_REQUEST);
    expect(unknownKey.body.length).toBeLessThan(500);
  });

  it('treats SQL-looking input as plain text', async () => {
    const keyword = "'; drop table users; --";
    expect(okResult(countryList, await postCountries({ keyword }))).toEqual([]);
    const rows = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from users`);
    expect(rows[0]?.n).toBeGreaterThan(0);
    failure(await t.app.inject("/api/tc/list?code=conditions' or '1'='1"), 400, ErrorCode.BAD_REQUEST);
  });

  it('answers 400 10400 to malformed or empty JSON and to a wrong content type', async () => {
    const headers = { 'content-type': 'application/json' };
    failure(await postCountries('{"keyword": ', headers), 400, ErrorCode.BAD_REQUEST);
    failure(await postCountries('', headers), 400, ErrorCode.BAD_REQUEST);
    failure(await postCountries('null', headers), 400, ErrorCode.BAD_REQUEST);
    failure(await postCountries('[]', headers), 400, ErrorCode.BAD_REQUEST);
    failure(await postCountries('keyword=fr', { 'content-type': 'text/csv' }), 415, ErrorCode.BAD_REQUEST);
  });

  it('answers 404 10404 to an unknown path or method', async () => {
    failure(await t.app.inject('/api/no/such/thing'), 404, ErrorCode.NOT_FOUND);
    failure(await t.app.inject({ method: 'DELETE', url: '/api/tc/list' }), 404, ErrorCode.NOT_FOUND);
    failure(await t.app.inject('/anything-else'), 404, ErrorCode.NOT_FOUND);
  });

  it('answers 500 10500 to a fault, with no stack trace or internal message', async () => {
    const response = await t.app.inject('/api/test/fault');
    failure(response, 500, ErrorCode.INTERNAL);
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toMatch(/at .+\.(ts|js):\d+/);
    expect(response.body).not.toContain('stack');
  });

  it('echoes a sane x-request-id and makes one otherwise', async () => {
    const given = await t.app.inject({ url: '/api/tc/list', headers: { 'x-request-id': 'trace-123.abc' } });
    expect(given.headers['x-request-id']).toBe('trace-123.abc');
    okResult(tcList, given);
    const made = await t.app.inject({
      url: '/api/tc/list',
      headers: { 'x-request-id': 'bad id\twith spaces' },
    });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const failed = await t.app.inject({ url: '/api/nothing', headers: { 'x-request-id': 'on-404' } });
    expect(failed.headers['x-request-id']).toBe('on-404');
  });

  it('sets the security headers on API answers and keeps private answers out of caches', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/area/country-list', payload: {} });
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cache-control': 'no-store',
    });
  });

  it('answers the health checks', async () => {
    const live = await t.app.inject('/healthz');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ state: '1', result: { status: 'ok' } });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ state: '1', result: { status: 'ready', database: target } });
  });

  // Last: it closes the app.
  it('finishes an in-flight request when the app closes, and refuses new ones', async () => {
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const inFlight = fetch(`${url}/api/test/slow`);
    // Close only once the request is in the handler (a fixed wait loses to a busy event loop).
    await slowStarted.promise;
    const closed = t.app.close();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ finished: true });
    await closed;
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  });
});
