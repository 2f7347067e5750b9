import type { EndpointResult } from '@portal/shared/contracts';
import type { jobsState } from '@portal/shared/contracts/operator';
import type { Database } from '../../db/client';
import { createJobsStateRepository } from './jobs-state-repository';

type JobsState = EndpointResult<typeof jobsState>;

const iso = (value: Date | string | null | undefined): string | null =>
  value ? new Date(value).toISOString() : null;

/** What operations see of the background work: counts by state, what is due next, the last failures. */
export const readJobsState = async (database: Database): Promise<JobsState> => {
  const repository = createJobsStateRepository(database);
  const jobs = await repository.jobCounts();
  const mail = await repository.mailCounts();
  const failures = await repository.recentFailures();
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
