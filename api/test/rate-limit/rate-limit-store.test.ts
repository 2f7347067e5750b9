import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import {
  createDatabaseRateLimitStore,
  MAX_WINDOW_SECONDS,
} from '../../src/services/rate-limit/rate-limit-repository';
import { createTestDatabase, databaseTargets } from '../helpers/test-app';

describe.each(databaseTargets)('the database rate-limit store on %s', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase(target));
    await runMigrations(database);
  });
  afterAll(() => drop?.());

  const counterOf = async (key: string) => {
    const [row] = await database.rows<{ hits: number }>(
      sql`select hits from rate_limit_counters where key = ${key}`,
    );
    return row ? Number(row.hits) : undefined;
  };

  it('counts hits per key in a window and starts again when it has passed', async () => {
    const store = createDatabaseRateLimitStore(database, () => 1);
    expect(await store.hit('test:window', 1)).toEqual({ hits: 1, resetInSeconds: 1 });
    expect((await store.hit('test:window', 1)).hits).toBe(2);
    expect((await store.hit('test:other', 1)).hits).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await store.hit('test:window', 1)).toEqual({ hits: 1, resetInSeconds: 1 });
  });

  it('answers the seconds left in the window', async () => {
    const store = createDatabaseRateLimitStore(database, () => 1);
    await database.rows(
      sql`insert into rate_limit_counters (key, window_start, hits) values ('test:aged', now() - interval '100 seconds', 4)`,
    );
    const hit = await store.hit('test:aged', 600);
    expect(hit.hits).toBe(5);
    expect(hit.resetInSeconds).toBeGreaterThan(490);
    expect(hit.resetInSeconds).toBeLessThanOrEqual(500);
  });

  it('peeks at the live window without counting; nothing for an unknown key or an ended window', async () => {
    const store = createDatabaseRateLimitStore(database, () => 1);
    expect(await store.peek('test:peek', 600)).toBeNull();
    await store.hit('test:peek', 600);
    await store.hit('test:peek', 600);
    const seen = await store.peek('test:peek', 600);
    expect(seen?.hits).toBe(2);
    expect(seen?.resetInSeconds).toBeGreaterThan(590);
    expect(await counterOf('test:peek')).toBe(2);
    await database.rows(
      sql`insert into rate_limit_counters (key, window_start, hits) values ('test:peek-ended', now() - interval '11 minutes', 7)`,
    );
    expect(await store.peek('test:peek-ended', 600)).toBeNull();
  });

  it('counts parallel hits exactly', async () => {
    const store = createDatabaseRateLimitStore(database, () => 1);
    const hits = await Promise.all(Array.from({ length: 25 }, () => store.hit('test:parallel', 60)));
    expect(hits.map((hit) => hit.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
    expect(await counterOf('test:parallel')).toBe(25);
  });

  it('now and then deletes counters whose longest possible window has ended, and only those', async () => {
    await database.rows(sql`
      insert into rate_limit_counters (key, window_start, hits) values
        ('test:finished', now() - interval '25 hours', 9),
        ('test:running', now() - interval '23 hours', 9)`);
    await createDatabaseRateLimitStore(database, () => 0.5).hit('test:no-cleanup', 60);
    expect(await counterOf('test:finished')).toBe(9);
    await createDatabaseRateLimitStore(database, () => 0).hit('test:cleanup', 60);
    expect(await counterOf('test:finished')).toBeUndefined();
    expect(await counterOf('test:running')).toBe(9);
    expect(await counterOf('test:cleanup')).toBe(1);
  });

  it('refuses a window it could not keep', async () => {
    const store = createDatabaseRateLimitStore(database);
    await expect(store.hit('test:bad', 0)).rejects.toThrow(/window/);
    await expect(store.hit('test:bad', MAX_WINDOW_SECONDS + 1)).rejects.toThrow(/window/);
    await expect(store.hit('test:bad', 1.5)).rejects.toThrow(/window/);
  });
});
