import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export interface JobCountsRow extends Record<string, unknown> {
  name: string;
  pending: number;
  done: number;
  dead: number;
  next_run_at: Date | null;
}

export interface MailCountsRow extends Record<string, unknown> {
  pending: number;
  done: number;
  dead: number;
  next_attempt_at: Date | null;
}

export interface FailureRow extends Record<string, unknown> {
  kind: 'job' | 'mail';
  id: number;
  error: string;
}

/** What operations see of the background work, read from the job table and the mail outbox. */
export const createJobsStateRepository = (database: Database) => ({
  /** Counts by state and the next run, per job name. */
  jobCounts: () =>
    database.rows<JobCountsRow>(sql`
    select name,
      count(*) filter (where status = 'pending')::int as pending,
      count(*) filter (where status = 'done')::int as done,
      count(*) filter (where status = 'dead')::int as dead,
      min(run_at) filter (where status = 'pending') as next_run_at
    from jobs group by name order by name`),

  /** The outbox's counts by state and its next attempt (undefined: never, as one row always comes). */
  async mailCounts(): Promise<MailCountsRow | undefined> {
    const [mail] = await database.rows<MailCountsRow>(sql`
    select count(*) filter (where status = 'pending')::int as pending,
      count(*) filter (where status = 'sent')::int as done,
      count(*) filter (where status = 'dead')::int as dead,
      min(next_attempt_at) filter (where status = 'pending') as next_attempt_at
    from mail_outbox`);
    return mail;
  },

  /** The last ten failures of jobs and mail, newest first. */
  recentFailures: () =>
    database.rows<FailureRow>(sql`
    (select 'job' as kind, id, last_error as error, created_at from jobs where last_error is not null)
    union all
    (select 'mail' as kind, id, last_error as error, created_at from mail_outbox where last_error is not null)
    order by created_at desc limit 10`),
});
