import type { Logger } from 'pino';
import type { Database, Db } from '../../db/client';
import { createDueQueue, type DueQueueStore } from './due-queue';
import { createJobsRepository, type JobRow } from './jobs-repository';

/** What a handler gets: the row's identity and payload, and which attempt this is (1-based). */
export interface JobContext {
  id: number;
  name: string;
  key: string;
  payload: Record<string, unknown>;
  attempt: number;
}

/** A handler's answer: nothing (done), or when to run again (recurring work). */
export type JobOutcome = { runAgainAt: Date } | undefined;
// biome-ignore lint/suspicious/noConfusingVoidType: a handler that just finishes returns Promise<void>, which `undefined` would refuse.
export type JobHandler = (job: JobContext) => Promise<JobOutcome | void>;

export interface ScheduleJob {
  name: string;
  /** With `name`, identifies the work: scheduling the same name and key again changes nothing. */
  key: string;
  /** Default: now. */
  runAt?: Date;
  payload?: Record<string, unknown>;
}

export interface ScheduledJobsOptions {
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  retryDelaysMs?: readonly number[];
  leaseMs?: number;
}

/**
 * Scheduled and recurring work in the `jobs` table. Domains `register` a handler per name at start
 * and `schedule` work (optionally inside their own transaction); the runner claims only the names
 * this process has handlers for, so an instance running older code leaves newer jobs alone.
 * Handlers may run twice (a runner that dies mid-job), so they must be idempotent.
 */
export const createScheduledJobs = (database: Database, options: ScheduledJobsOptions) => {
  const handlers = new Map<string, JobHandler>();
  const repository = createJobsRepository(database);

  const store: DueQueueStore<JobRow, JobOutcome> = {
    async claim(limit, leaseMs) {
      if (handlers.size === 0) return [];
      return repository.claim([...handlers.keys()], limit, leaseMs);
    },
    succeeded: (row, outcome) => repository.succeeded(row, outcome ? outcome.runAgainAt : null),
    failed: (row, reason, retryInMs) => repository.failed(row, reason, retryInMs),
  };

  const queue = createDueQueue<JobRow, JobOutcome>({
    name: 'job',
    store,
    handle: async (row) => {
      const handler = handlers.get(row.name);
      if (!handler) throw new Error(`no handler for job ${row.name}`);
      const outcome = await handler({
        id: row.id,
        name: row.name,
        key: row.key,
        payload: row.payload,
        attempt: row.attempts,
      });
      // Only a date means "again": any other answer (callers may type handlers loosely) is done.
      return outcome?.runAgainAt instanceof Date ? { runAgainAt: outcome.runAgainAt } : undefined;
    },
    describe: (row) => ({ jobId: row.id, job: row.name }),
    logger: options.logger,
    retryDelaysMs: options.retryDelaysMs,
    leaseMs: options.leaseMs,
  });

  return {
    queue,

    /** Names the handler of a kind of job (once per name, before the runner starts). */
    register(name: string, handler: JobHandler): void {
      if (handlers.has(name)) throw new Error(`job ${name} has a handler already`);
      handlers.set(name, handler);
    },

    /**
     * Schedules work unless the same name and key exist (pending or finished); answers whether a row
     * was added. Pass a transaction as `into` to schedule with the change that causes the work.
     */
    schedule: (job: ScheduleJob, into?: Db): Promise<boolean> => repository.insert(job, into),

    /** Removes pending work (e.g. the reminder of a cancelled booking); answers whether there was some. */
    cancel: (name: string, key: string, into?: Db): Promise<boolean> =>
      repository.removePending(name, key, into),
  };
};

export type ScheduledJobs = ReturnType<typeof createScheduledJobs>;
