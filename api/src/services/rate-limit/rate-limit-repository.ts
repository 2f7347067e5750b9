import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** What one counted request learns: the hits in the current window and the seconds until it ends. */
export interface RateLimitHit {
  hits: number;
  resetInSeconds: number;
}

/**
 * Counts requests per key (`scope:key`) in fixed windows. The database store is shared by every
 * instance; any other shared store (e.g. Redis) can implement the same interface.
 */
export interface RateLimitStore {
  hit(key: string, windowSeconds: number): Promise<RateLimitHit>;
  /** The current window's count without counting (null when the key has no live window). */
  peek(key: string, windowSeconds: number): Promise<RateLimitHit | null>;
}

/** The longest window a rule may use; counters older than this are finished and may be deleted. */
export const MAX_WINDOW_SECONDS = 24 * 60 * 60;

/** How often (one call in N) a hit also clears counters whose window ended long ago. */
const CLEANUP_EVERY = 200;

/**
 * Counters in `rate_limit_counters`: one upsert per hit, atomic on PostgreSQL (parallel hits on
 * many instances all count) and timed by the database clock (instances need not agree on time).
 * Now and then a hit also deletes finished counters (an index on `window_start` keeps it cheap).
 */
const checkWindow = (windowSeconds: number) => {
  if (!Number.isInteger(windowSeconds) || windowSeconds < 1 || windowSeconds > MAX_WINDOW_SECONDS) {
    throw new Error(`rate limit: window of ${windowSeconds} s is outside 1..${MAX_WINDOW_SECONDS}`);
  }
};

export const createDatabaseRateLimitStore = (database: Database, random = Math.random): RateLimitStore => ({
  async hit(key, windowSeconds) {
    checkWindow(windowSeconds);
    const window = sql`(${windowSeconds}::int * interval '1 second')`;
    const [row] = await database.rows<{ hits: number; reset_in: number }>(sql`
      insert into rate_limit_counters as c (key, window_start, hits)
      values (${key}, now(), 1)
      on conflict (key) do update set
        hits = case when c.window_start <= now() - ${window} then 1 else c.hits + 1 end,
        window_start = case when c.window_start <= now() - ${window} then now() else c.window_start end
      returning c.hits as hits,
        ceil(extract(epoch from (c.window_start + ${window} - now())))::int as reset_in`);
    if (!row) throw new Error('rate limit: the counter upsert returned no row');
    if (random() * CLEANUP_EVERY < 1) {
      await database.rows(
        sql`delete from rate_limit_counters where window_start < now() - (${MAX_WINDOW_SECONDS}::int * interval '1 second')`,
      );
    }
    return { hits: Number(row.hits), resetInSeconds: Math.max(1, Number(row.reset_in)) };
  },

  async peek(key, windowSeconds) {
    checkWindow(windowSeconds);
    const window = sql`(${windowSeconds}::int * interval '1 second')`;
    const [row] = await database.rows<{ hits: number; reset_in: number }>(sql`
      select hits, ceil(extract(epoch from (window_start + ${window} - now())))::int as reset_in
      from rate_limit_counters where key = ${key} and window_start > now() - ${window}`);
    return row ? { hits: Number(row.hits), resetInSeconds: Math.max(1, Number(row.reset_in)) } : null;
  },
});
