import type { PGlite } from '@electric-sql/pglite';
import { ErrorCode, orderMsg } from '@portal/shared/contracts';
import type { OrderStatus } from '@portal/shared/contracts/bookings';
import { orderList } from '@portal/shared/contracts/orders';
import { eq, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orders, sessions } from '../../src/db/schema';
import { liveSessionCte } from '../../src/services/accounts/sessions-repository';
import { hashToken } from '../../src/services/sessions';
import { failure, okResult } from '../helpers/envelope';
import { createTestApp, databaseTargets, type TestApp } from '../helpers/test-app';
import { createClassicUser, demoUserId } from '../helpers/users';

/**
 * Counts the statements the app sends to its database, at the driver: every `query`/`exec` of the
 * PGlite instance, or every `query` of a node-postgres client (the pool's clients included). The
 * job runner is off in these apps, so nothing else talks to the database meanwhile.
 */
const countStatements = (t: TestApp) => {
  const sent: string[] = [];
  const textOf = (query: unknown) =>
    typeof query === 'string' ? query : String((query as { text?: unknown })?.text ?? '');
  const restore: Array<() => void> = [];
  const wrap = <T extends object>(target: T, name: keyof T & string) => {
    const original = target[name] as (...args: unknown[]) => unknown;
    const own = Object.hasOwn(target, name);
    Object.assign(target, {
      [name](this: unknown, ...args: unknown[]) {
        sent.push(textOf(args[0]));
        return original.apply(this, args);
      },
    });
    restore.push(() => {
      if (own) Object.assign(target, { [name]: original });
      else Reflect.deleteProperty(target, name);
    });
  };
  if (t.database.kind === 'pglite') {
    const client = (t.database.db as unknown as { $client: PGlite }).$client;
    wrap(client, 'query');
    wrap(client, 'exec');
    wrap(client, 'transaction');
  } else {
    wrap(pg.Client.prototype, 'query');
  }
  return {
    /** The statements sent since the last call. */
    take: () => sent.splice(0),
    stop: () => {
      for (const undo of restore.reverse()) undo();
    },
  };
};

describe.each(databaseTargets)(
  'POST /api/order/list checks the session in its own statement (%s)',
  (target) => {
    let t: TestApp;
    let userId: number;
    let otherId: number;
    let counter: ReturnType<typeof countStatements>;
    /** Each listed order's time, as the API must write it (`Date.prototype.toISOString`). */
    const serviceAtOf = new Map<string, string>();
    beforeAll(async () => {
      // No job runner: the counted statements are the request's alone.
      t = await createTestApp(target, { env: { JOB_POLL_MS: '0' } });
      userId = await demoUserId(t);
      otherId = await createClassicUser(t, `list-other-${target}@portal.test`);
      const order = (owner: number, status: OrderStatus, days: number, n: number) => ({
        orderNo: `FT-QQQQQ${'CDEFGH'[n]}`,
        uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
        userId: owner,
        service: 'fast_track' as const,
        status,
        airportCode: 'LHR',
        serviceAt: new Date(Date.now() + days * 86_400_000),
        timeZone: 'Europe/London',
        total: 0,
        currency: 'USD',
        priceLines: [],
        priceReason: 'covered',
        unseenStatus: status,
      });
      const rows = [
        order(userId, 'paid', 3, 1),
        order(userId, 'paid', 2, 2),
        order(userId, 'paid', 4, 3),
        order(userId, 'pending', 5, 4),
        order(otherId, 'paid', 1, 5),
      ];
      for (const row of rows) serviceAtOf.set(row.orderNo, row.serviceAt.toISOString());
      await t.database.db.insert(orders).values(rows);
      counter = countStatements(t);
    });
    afterEach(() => counter?.take());
    afterAll(async () => {
      counter?.stop();
      await t?.close();
    });

    const list = (payload: unknown, token?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/order/list',
        headers: token ? { authorization: token } : {},
        payload: payload as Record<string, unknown>,
      });
    const listRaw = (body: string, token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/order/list',
        headers: { authorization: token, 'content-type': 'application/json' },
        payload: body,
      });
    const backdate = async (token: string, column: 'last_seen_at' | 'expires_at', minutes: number) => {
      await t.database.rows(
        sql`update sessions set ${sql.raw(column)} = now() - make_interval(mins => ${minutes}::int)
          where token_hash = ${hashToken(token)}`,
      );
    };
    const sessionRow = async (token: string) => {
      const [row] = await t.database.rows<{ version: string; last_seen_at: Date | string }>(
        sql`select xmin::text as version, last_seen_at from sessions where token_hash = ${hashToken(token)}`,
      );
      if (!row) throw new Error('no session row');
      return row;
    };
    const unseenOf = async (owner: number) =>
      (
        await t.database.rows<{ n: number }>(
          sql`select count(*)::int as n from orders where user_id = ${owner} and unseen_status is not null`,
        )
      )[0]?.n;

    it('answers a live session’s page in one statement: session check, page, total and marking seen', async () => {
      const { token } = await t.app.services.sessions.createSession(userId);
      counter.take();
      const page = okResult(orderList, await list({ tab: 0, page: 1, pageSize: 2 }, token));
      const statements = counter.take();
      expect(statements).toHaveLength(1);
      expect(statements[0]).toMatch(/live_session/);
      expect(statements[0]).toMatch(/update orders set unseen_status = null/);
      expect(page.items.map((item) => item.orderNo)).toEqual(['FT-QQQQQE', 'FT-QQQQQD']);
      expect(page.items.every((item) => item.unseen)).toBe(true);
      expect(page).toMatchObject({ total: 3, page: 1, pageSize: 2 });
      // Times in UTC to the millisecond, as written (the database formats them).
      expect(page.items.map((item) => item.serviceAt)).toEqual(
        page.items.map((item) => serviceAtOf.get(item.orderNo)),
      );
      expect(page.items[0]?.serviceAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

      const next = okResult(orderList, await list({ tab: 0, page: 2, pageSize: 2 }, `Bearer ${token}`));
      expect(counter.take()).toHaveLength(1);
      expect(next.items.map((item) => [item.orderNo, item.unseen])).toEqual([['FT-QQQQQF', true]]);
      // The first page was marked seen; the other user's order and the pending tab were not touched.
      expect(okResult(orderList, await list({ tab: 0 }, token)).items.map((item) => item.unseen)).toEqual([
        false,
        false,
        false,
      ]);
      expect(await unseenOf(userId)).toBe(1);
      expect(await unseenOf(otherId)).toBe(1);
      expect(okResult(orderList, await list({ tab: 0, page: 9 }, token))).toMatchObject({
        items: [],
        total: 3,
      });
    });

    it('counts one statement for /order/msg too (the counter sees the reads that load with the session)', async () => {
      const { token } = await t.app.services.sessions.createSession(userId);
      counter.take();
      okResult(orderMsg, await t.app.inject({ url: '/api/order/msg', headers: { authorization: token } }));
      expect(counter.take()).toHaveLength(1);
    });

    it('answers 20002 to a dead or unknown session in that one statement, reading and marking nothing', async () => {
      const theirs = await t.app.services.sessions.createSession(otherId);
      await backdate(theirs.token, 'last_seen_at', t.config.session.idleMinutes + 1);
      counter.take();
      failure(await list({ tab: 0 }, theirs.token), 200, ErrorCode.SESSION_EXPIRED);
      expect(counter.take()).toHaveLength(1);
      expect(await unseenOf(otherId)).toBe(1);

      const expired = await t.app.services.sessions.createSession(otherId);
      await backdate(expired.token, 'expires_at', 1);
      counter.take();
      failure(await list({ tab: 0 }, expired.token), 200, ErrorCode.SESSION_EXPIRED);
      expect(counter.take()).toHaveLength(1);

      const ended = await t.app.services.sessions.createSession(otherId);
      await t.app.services.sessions.endSession(ended.token);
      counter.take();
      failure(await list({ tab: 0 }, ended.token), 200, ErrorCode.SESSION_EXPIRED);
      failure(await list({ tab: 0 }, 'A'.repeat(43)), 200, ErrorCode.SESSION_EXPIRED);
      expect(counter.take()).toHaveLength(2);
      expect(await unseenOf(otherId)).toBe(1);
      counter.take();

      // A token that cannot be one we issued, or none: refused without asking the database.
      failure(await list({ tab: 0 }), 200, ErrorCode.SESSION_EXPIRED);
      failure(await list({ tab: 0 }, 'x'.repeat(10_000)), 200, ErrorCode.SESSION_EXPIRED);
      expect(counter.take()).toHaveLength(0);
    });

    it('checks the session before refusing an invalid body: 20002 without a live one, else the 400', async () => {
      const dead = await t.app.services.sessions.createSession(userId);
      await backdate(dead.token, 'last_seen_at', t.config.session.idleMinutes + 1);
      const unknown = 'B'.repeat(43);
      const invalid = [
        '{"tab": ',
        '{"tab": 4}',
        '{"tab": 0, "pageSize": 500}',
        '{"tab": 0, "userId": 7}',
        '[]',
        '{"tab": 0, "x": "a\\u0000b"}',
      ];
      for (const body of invalid) {
        failure(await listRaw(body, dead.token), 200, ErrorCode.SESSION_EXPIRED);
        failure(await listRaw(body, unknown), 200, ErrorCode.SESSION_EXPIRED);
      }
      failure(await list({ tab: 9 }), 200, ErrorCode.SESSION_EXPIRED);
      failure(
        await t.app.inject({
          method: 'POST',
          url: '/api/order/list',
          headers: { authorization: dead.token, 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'tab=0',
        }),
        200,
        ErrorCode.SESSION_EXPIRED,
      );

      const { token } = await t.app.services.sessions.createSession(userId);
      counter.take();
      for (const body of invalid) failure(await listRaw(body, token), 400, ErrorCode.BAD_REQUEST);
      // The error path checks the session with one statement per request.
      expect(counter.take()).toHaveLength(invalid.length);
      failure(
        await t.app.inject({
          method: 'POST',
          url: '/api/order/list',
          headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'tab=0',
        }),
        415,
        ErrorCode.BAD_REQUEST,
      );
      okResult(orderList, await listRaw('{"tab": 3}', token));
    });

    it('refreshes last_seen_at as the other protected calls do: at most once a minute', async () => {
      const { token } = await t.app.services.sessions.createSession(userId);
      okResult(orderList, await list({ tab: 1 }, token));
      const fresh = await sessionRow(token);
      okResult(orderList, await list({ tab: 1 }, token));
      // Seen less than a minute ago: the row is not written again.
      expect((await sessionRow(token)).version).toBe(fresh.version);

      await backdate(token, 'last_seen_at', 5);
      okResult(orderList, await list({ tab: 1 }, token));
      const touched = await sessionRow(token);
      expect(touched.version).not.toBe(fresh.version);
      expect(Date.now() - new Date(touched.last_seen_at).getTime()).toBeLessThan(60_000);

      // The error path refreshes it too (a 400 for a live session still counts as its use).
      await backdate(token, 'last_seen_at', 5);
      failure(await listRaw('{"tab": 4}', token), 400, ErrorCode.BAD_REQUEST);
      expect(Date.now() - new Date((await sessionRow(token)).last_seen_at).getTime()).toBeLessThan(60_000);
    });

    // Two connections at once: PostgreSQL only (PGlite has one).
    if (target === 'postgres') {
      it('lets only the first of overlapping requests of one session refresh it; the waiting ones skip', async () => {
        const { token } = await t.app.services.sessions.createSession(userId);
        await backdate(token, 'last_seen_at', 5);
        const pool = (t.database.db as unknown as { $client: pg.Pool }).$client;
        const dialect = new PgDialect();
        const touchedCount = (): SQL =>
          sql`${liveSessionCte(hashToken(token), t.config.session.idleMinutes)}
          select (select count(*) from touched)::int as touched from live_session`;
        const query = dialect.sqlToQuery(touchedCount());
        const first = await pool.connect();
        const second = await pool.connect();
        try {
          await first.query('begin');
          const firstRun = await first.query<{ touched: number }>(query.sql, query.params);
          expect(firstRun.rows).toEqual([{ touched: 1 }]);
          // The second waits for the first's row lock.
          const { rows: pids } = await second.query<{ pid: number }>('select pg_backend_pid() as pid');
          const secondRun = second.query<{ touched: number }>(query.sql, query.params);
          for (let waited = 0; ; waited += 1) {
            const { rows } = await pool.query<{ waiting: boolean }>(
              `select wait_event_type = 'Lock' as waiting from pg_stat_activity where pid = $1`,
              [pids[0]?.pid],
            );
            if (rows[0]?.waiting) break;
            if (waited > 200) throw new Error('the second statement never waited for the lock');
            await new Promise((resolve) => setTimeout(resolve, 25));
          }
          await first.query('commit');
          // It re-checks `sessions.last_seen_at` on the row the first wrote, and leaves it alone.
          expect((await secondRun).rows).toEqual([{ touched: 0 }]);
        } finally {
          await first.query('rollback').catch(() => {});
          first.release();
          second.release();
        }
        const [row] = await t.database.db
          .select({ lastSeenAt: sessions.lastSeenAt })
          .from(sessions)
          .where(eq(sessions.tokenHash, hashToken(token)));
        expect(Date.now() - (row?.lastSeenAt.getTime() ?? 0)).toBeLessThan(60_000);
      });
    }
  },
);
