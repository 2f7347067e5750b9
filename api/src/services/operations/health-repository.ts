import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export interface QueueCountsRow extends Record<string, unknown> {
  due: number;
  running: number;
  failed: number;
  dead: number;
  last_error_id: number | null;
  last_error: string | null;
  last_error_at: Date | string | null;
}

/**
 * A queue's state by the rules of services/jobs (due-queue.ts): a pending row is claimed by moving
 * its due time past a lease and counting the attempt; a failure keeps `last_error` and sets the
 * next attempt. So: due = pending and due now; running = pending, claimed (attempted, due later)
 * with no failure recorded since; failed = pending with a failure, waiting to try again (or running
 * its retry); dead = gave up. The last error shown is the newest row's (by id) that has one, with when that row was made.
 */
const queueCounts = (table: 'jobs' | 'mail_outbox', dueColumn: 'run_at' | 'next_attempt_at') =>
  sql.raw(`
    select
      count(*) filter (where status = 'pending' and ${dueColumn} <= now())::int as due,
      count(*) filter (where status = 'pending' and ${dueColumn} > now() and attempts > 0 and last_error is null)::int as running,
      count(*) filter (where status = 'pending' and ${dueColumn} > now() and last_error is not null)::int as failed,
      count(*) filter (where status = 'dead')::int as dead,
      (select id from ${table} where last_error is not null order by id desc limit 1) as last_error_id,
      (select last_error from ${table} where last_error is not null order by id desc limit 1) as last_error,
      (select created_at from ${table} where last_error is not null order by id desc limit 1) as last_error_at
    from ${table}`);

/** The background work's counts for the operations console (jobs and the mail outbox). */
export const createHealthRepository = (database: Database) => ({
  async jobs(): Promise<QueueCountsRow | undefined> {
    const [row] = await database.rows<QueueCountsRow>(queueCounts('jobs', 'run_at'));
    return row;
  },
  async mail(): Promise<QueueCountsRow | undefined> {
    const [row] = await database.rows<QueueCountsRow>(queueCounts('mail_outbox', 'next_attempt_at'));
    return row;
  },
});

export type HealthRepository = ReturnType<typeof createHealthRepository>;
