import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CARD_NUMBER } from '../src/db/seed/demo';
import { captureLogs, luhnRuns, stringsOf } from './helpers/log-capture';
import { createTestApp, databaseTargets, type TestApp } from './helpers/test-app';
import { demoUserId } from './helpers/users';

describe.each(databaseTargets)('logs on %s', (target) => {
  let t: TestApp;
  const { lines, destination } = captureLogs();
  const SECRET_PARAM = 'sekret-param-value-4711';

  beforeAll(async () => {
    t = await createTestApp(target, {
      env: { LOG_LEVEL: 'info', OPERATOR_KEY: 'operator-key-never-logged' },
      logDestination: destination,
      extend: (app) => {
        app.get('/api/test/failing-query', async () => {
          await app.database.db.execute(sql`select * from no_such_table where secret = ${SECRET_PARAM}`);
          return 'unreachable';
        });
      },
    });
  });
  afterAll(() => t?.close());

  it('are JSON lines with the request id and never hold tokens, keys, query strings or card numbers', async () => {
    const { token } = await t.app.services.sessions.createSession(await demoUserId(t));
    await t.app.inject({
      url: '/api/order/msg',
      headers: { authorization: token, 'x-request-id': 'log-test-1' },
    });
    await t.app.inject({ url: `/api/order/msg?token=${token}&card=${DEMO_CARD_NUMBER}` });
    await t.app.inject({
      method: 'POST',
      url: '/api/operator/remotes/set-enabled',
      headers: { 'x-operator-key': 'operator-key-never-logged' },
      payload: { name: 'mfe-help', enabled: true },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/area/country-list',
      payload: { keyword: DEMO_CARD_NUMBER, password: 'Demo12345' },
    });
    const failed = await t.app.inject('/api/test/failing-query');
    expect(failed.statusCode).toBe(500);

    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records.some((r) => r.reqId === 'log-test-1')).toBe(true);
    const all = lines.join('\n');
    expect(all).toContain('/api/order/msg');
    expect(all).not.toContain(token);
    expect(all).not.toContain('operator-key-never-logged');
    expect(all).not.toContain('Demo12345');
    expect(all).not.toContain(SECRET_PARAM);
    expect(luhnRuns(records.flatMap(stringsOf).join(' '))).toEqual([]);

    const queryFailure = records.find((r) => r.msg === 'request failed');
    expect(queryFailure?.err).toMatchObject({ message: 'database query failed', pgCode: '42P01' });
  });
});
