import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { jobs } from '../../db/schema';

export type JobRow = typeof jobs.$inferSelect;

const leaseEnd = (leaseMs: number) => sql`now() + (${leaseMs}::integer * interval '1 millisecond')`;

/** The `jobs` table: claiming due work under a lease, settling it, scheduling and cancelling. */
export const createJobsRepository = (database: Database) => {
  const { db } = database;
  const claimedBy = (row: JobRow) =>
    and(eq(jobs.id, row.id), eq(jobs.attempts, row.attempts), eq(jobs.status, 'pending'));

  return {
    /** Claims up to `limit` due pending jobs of these names (skipping rows other runners hold) for `leaseMs`. */
    claim(names: readonly string[], limit: number, leaseMs: number): Promise<JobRow[]> {
      const due = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.status, 'pending'), lte(jobs.runAt, sql`now()`), inArray(jobs.name, [...names])))
        .orderBy(jobs.runAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(jobs)
        .set({ attempts: sql`${jobs.attempts} + 1`, runAt: leaseEnd(leaseMs) })
        .where(inArray(jobs.id, due))
        .returning();
    },

    /** Done, or due again at `runAgainAt` (recurring work), unless another runner took it since. */
    async succeeded(row: JobRow, runAgainAt: Date | null): Promise<void> {
      await db
        .update(jobs)
        .set(
          runAgainAt
            ? { runAt: runAgainAt, attempts: 0, lastError: null }
            : { status: 'done', finishedAt: sql`now()` },
        )
        .where(claimedBy(row));
    },

    /** Failed: retried after `retryInMs`, or dead (null). */
    async failed(row: JobRow, reason: string, retryInMs: number | null): Promise<void> {
      await db
        .update(jobs)
        .set(
          retryInMs === null
            ? { status: 'dead', lastError: reason, finishedAt: sql`now()` }
            : { lastError: reason, runAt: leaseEnd(retryInMs) },
        )
        .where(claimedBy(row));
    },

    /** Adds the job unless the same name and key exist; whether a row was added. */
    async insert(
      job: { name: string; key: string; runAt?: Date; payload?: Record<string, unknown> },
      into: Db = db,
    ): Promise<boolean> {
      const added = await into
        .insert(jobs)
        .values({ name: job.name, key: job.key, runAt: job.runAt ?? sql`now()`, payload: job.payload ?? {} })
        .onConflictDoNothing({ target: [jobs.name, jobs.key] })
        .returning({ id: jobs.id });
      return added.length > 0;
    },

    /** Deletes the pending job of this name and key; whether there was one. */
    async removePending(name: string, key: string, into: Db = db): Promise<boolean> {
      const removed = await into
        .delete(jobs)
        .where(and(eq(jobs.name, name), eq(jobs.key, key), eq(jobs.status, 'pending')))
        .returning({ id: jobs.id });
      return removed.length > 0;
    },
  };
};
