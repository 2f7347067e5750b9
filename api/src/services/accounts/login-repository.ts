import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginFailures } from '../../db/schema';

export interface FailureCount {
  failures: number;
  /** Seconds until the lock ends (0 when not locked). */
  lockSeconds: number;
}

const secondsLeft = sql`greatest(0, ceil(extract(epoch from (${loginFailures.lockedUntil} - now()))))::int`;

/**
 * Failed password checks per key (`email_key`: an account, or an account from one address — the
 * keys are made by services/accounts/login-lock.ts), held in the database so that every API
 * instance agrees. A failure is counted by one atomic upsert (parallel failures all count); the
 * lock starts with the failure that reaches the limit and is not extended by later ones. Failures
 * older than the lock length are forgotten, and an ended lock starts the count again.
 */
export const createLoginRepository = (database: Database) => ({
  /** The longest lock still running among these keys, in seconds (0 when none is locked). */
  async lockSeconds(keys: readonly string[]): Promise<number> {
    if (keys.length === 0) return 0;
    const [row] = await database.db
      .select({ seconds: sql<number>`coalesce(max(${secondsLeft}), 0)` })
      .from(loginFailures)
      .where(and(inArray(loginFailures.emailKey, [...keys]), sql`${loginFailures.lockedUntil} > now()`));
    return Number(row?.seconds ?? 0);
  },

  async recordFailure(emailKey: string, maxFailures: number, lockMinutes: number): Promise<FailureCount> {
    const lock = sql`make_interval(mins => ${lockMinutes}::int)`;
    // The row as it was: a count to forget (old, or its lock over) restarts at 1.
    const fresh = sql`(login_failures.locked_until is not null and login_failures.locked_until <= now())
      or (login_failures.locked_until is null and login_failures.last_failure_at < now() - ${lock})`;
    const next = sql`(case when ${fresh} then 1 else login_failures.failures + 1 end)`;
    const rows = await database.rows<{ failures: number; lock_seconds: number }>(sql`
      insert into login_failures (email_key, failures, last_failure_at, locked_until)
      values (${emailKey}, 1, now(), case when 1 >= ${maxFailures}::int then now() + ${lock} else null end)
      on conflict (email_key) do update set
        failures = ${next},
        last_failure_at = now(),
        locked_until = case
          when login_failures.locked_until > now() then login_failures.locked_until
          when ${next} >= ${maxFailures}::int then now() + ${lock}
          else null
        end
      returning failures,
        greatest(0, ceil(extract(epoch from (locked_until - now()))))::int as lock_seconds`);
    const row = rows[0];
    if (!row) throw new Error('login failure upsert returned no row');
    return { failures: Number(row.failures), lockSeconds: Number(row.lock_seconds ?? 0) };
  },

  async clear(emailKey: string): Promise<void> {
    await database.db.delete(loginFailures).where(eq(loginFailures.emailKey, emailKey));
  },

  /** Deletes `key` and every key starting with `prefix` (an account's count and its per-address ones). */
  async clearWithPrefix(key: string, prefix: string): Promise<void> {
    await database.db
      .delete(loginFailures)
      .where(sql`${loginFailures.emailKey} = ${key} or starts_with(${loginFailures.emailKey}, ${prefix})`);
  },

  /** The stored count (tests and support). */
  async failures(emailKey: string): Promise<number> {
    const [row] = await database.db
      .select({ failures: loginFailures.failures })
      .from(loginFailures)
      .where(eq(loginFailures.emailKey, emailKey));
    return row?.failures ?? 0;
  },
});

export type LoginRepository = ReturnType<typeof createLoginRepository>;
