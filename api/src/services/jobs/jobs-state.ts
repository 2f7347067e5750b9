import type { EndpointResult } from '@portal/shared/contracts';
import type { jobsState } from '@portal/shared/contracts/operator';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

type JobsState = EndpointResult<typeof jobsState>;

const iso = (value: Date | string | null | undefined): string | null =>
  value ? new Date(value).toISOString() : null;

/** What operations see of the background work: counts by state, what is due next, the last failures. */
export const readJobsState = async (database: Database): Promise<JobsState> => {
  const jobs = await database.rows<{
    name: string;
    pending: number;
    done: number;
    dead: number;
    next_run_at: Date | null;
  }>(sql`
    select name,
      count(*) filter (where status = 'pending')::int as pending,
      count(*) filter (where status = 'done')::int as done,
      count(*) filter (where status = 'dead')::int as dead,
      min(run_at) filter (where status = 'pending') as next_run_at
    from jobs group by name order by name`);
  const [mail] = await database.rows<{
    pending: number;
    done: number;
    dead: number;
    next_attempt_at: Date | null;
  }>(sql`
    select count(*) filter (where status = 'pending')::int as pending,
      count(*) filter (where status = 'sent')::int as done,
      count(*) filter (where status = 'dead')::int as dead,
      min(next_attempt_at) filter (where status = 'pending') as next_attempt_at
    from mail_outbox`);
  const failures = await database.rows<{ kind: 'job' | 'mail'; id: number; error: string }>(sql`
    (select 'job' as kind, id, last_error as error, created_at from jobs where last_error is not null)
    union all
    (select 'mail' as kind, id, last_error as error, created_at from mail_outbox where last_error is not null)
    order by created_at desc limit 10`);
  return {
    jobs: jobs.map((row) => ({
      name: row.name,
      pending: Number(row.pending),
      done: Number(row.done),
      dead: Number(row.dead),
      nextRunAt: iso(row.next_run_at),
    })),
    mail: {
      pending: Number(mail?.pending ?? 0),
      done: Number(mail?.done ?? 0),
      dead: Number(mail?.dead ?? 0),
      nextAttemptAt: iso(mail?.next_attempt_at),
    },
    recentFailures: failures.map((row) => ({ kind: row.kind, id: Number(row.id), error: String(row.error) })),
  };
};
