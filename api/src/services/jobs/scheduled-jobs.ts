import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database, Db } from '../../db/client';
import { jobs } from '../../db/schema';
import { createDueQueue, type DueQueueStore } from './due-queue';

type JobRow = typeof jobs.$inferSelect;

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

const leaseEnd = (leaseMs: number) => sql`now() + (${leaseMs}::integer * interval '1 millisecond')`;

/**
 * Scheduled and recurring work in the `jobs` table. Domains `register` a handler per name at start
 * and `schedule` work (optionally inside their own transaction); the runner claims only the names
 * this process has handlers for, so an instance running older code leaves newer jobs alone.
 * Handlers may run twice (a runner that dies mid-job), so they must be idempotent.
 */
export const createScheduledJobs = (database: Database, options: ScheduledJobsOptions) => {
  const handlers = new Map<string, JobHandler>();
  const { db } = database;
  const claimedBy = (row: JobRow) =>
    and(eq(jobs.id, row.id), eq(jobs.attempts, row.attempts), eq(jobs.status, 'pending'));

  const store: DueQueueStore<JobRow, JobOutcome> = {
    async claim(limit, leaseMs) {
      if (handlers.size === 0) return [];
      const due = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            eq(jobs.status, 'pending'),
            lte(jobs.runAt, sql`now()`),
            inArray(jobs.name, [...handlers.keys()]),
          ),
        )
        .orderBy(jobs.runAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(jobs)
        .set({ attempts: sql`${jobs.attempts} + 1`, runAt: leaseEnd(leaseMs) })
        .where(inArray(jobs.id, due))
        .returning();
    },
    async succeeded(row, outcome) {
      await db
        .update(jobs)
        .set(
          outcome
            ? { runAt: outcome.runAgainAt, attempts: 0, lastError: null }
            : { status: 'done', finishedAt: sql`now()` },
        )
        .where(claimedBy(row));
    },
    async failed(row, reason, retryInMs) {
      await db
        .update(jobs)
        .set(
          retryInMs === null
            ? { status: 'dead', lastError: reason, finishedAt: sql`now()` }
            : { lastError: reason, runAt: leaseEnd(retryInMs) },
        )
        .where(claimedBy(row));
    },
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
    async schedule(job: ScheduleJob, into: Db = db): Promise<boolean> {
      const added = await into
        .insert(jobs)
        .values({ name: job.name, key: job.key, runAt: job.runAt ?? sql`now()`, payload: job.payload ?? {} })
        .onConflictDoNothing({ target: [jobs.name, jobs.key] })
        .returning({ id: jobs.id });
      return added.length > 0;
    },

    /** Removes pending work (e.g. the reminder of a cancelled booking); answers whether there was some. */
    async cancel(name: string, key: string, into: Db = db): Promise<boolean> {
      const removed = await into
        .delete(jobs)
        .where(and(eq(jobs.name, name), eq(jobs.key, key), eq(jobs.status, 'pending')))
        .returning({ id: jobs.id });
      return removed.length > 0;
    },
  };
};

export type ScheduledJobs = ReturnType<typeof createScheduledJobs>;
