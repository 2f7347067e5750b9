import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { jobs } from '../../src/db/schema';
import { createScheduledJobs, type JobContext } from '../../src/services/jobs/scheduled-jobs';
import { databaseTargets } from '../helpers/test-app';
import { migratedDatabase, recordingLogger } from './helpers';

const FLUSH = 50;

describe.each(databaseTargets)('scheduled jobs (%s)', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await migratedDatabase(target));
  });
  beforeEach(async () => {
    await database.rows(sql`delete from jobs`);
  });
  afterAll(() => drop());

  const rows = () => database.db.select().from(jobs).orderBy(asc(jobs.id));
  const makeDue = () => database.rows(sql`update jobs set run_at = now() where status = 'pending'`);

  it('runs a due job once with its payload, and schedules each name and key only once', async () => {
    const scheduled = createScheduledJobs(database, { logger: recordingLogger().logger });
    const seen: JobContext[] = [];
    scheduled.register('order.remind', async (job) => {
      seen.push(job);
    });
    expect(
      await scheduled.schedule({ name: 'order.remind', key: 'FT-1', payload: { orderNo: 'FT-1' } }),
    ).toBe(true);
    expect(
      await scheduled.schedule({ name: 'order.remind', key: 'FT-1', payload: { orderNo: 'other' } }),
    ).toBe(false);
    expect(await scheduled.queue.runDue(FLUSH)).toBe(1);
    expect(await scheduled.queue.runDue(FLUSH)).toBe(0);
    expect(seen).toEqual([
      { id: expect.any(Number), name: 'order.remind', key: 'FT-1', payload: { orderNo: 'FT-1' }, attempt: 1 },
    ]);
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'done', attempts: 1 });
    expect(row?.finishedAt).toBeInstanceOf(Date);
    // Done work is not scheduled again under the same key.
    expect(await scheduled.schedule({ name: 'order.remind', key: 'FT-1' })).toBe(false);
  });

  it("waits for run_at, leaves names it has no handler for, and schedules in the caller's transaction", async () => {
    const scheduled = createScheduledJobs(database, { logger: recordingLogger().logger });
    const ran: string[] = [];
    scheduled.register('order.expire', async (job) => {
      ran.push(job.key);
    });
    await scheduled.schedule({ name: 'order.expire', key: 'later', runAt: new Date(Date.now() + 3_600_000) });
    await scheduled.schedule({ name: 'newer.code', key: 'x' });
    await expect(
      database.db.transaction(async (tx) => {
        await scheduled.schedule({ name: 'order.expire', key: 'rolled-back' }, tx);
        throw new Error('the booking failed');
      }),
    ).rejects.toThrow('the booking failed');
    expect(await scheduled.queue.runDue(FLUSH)).toBe(0);
    expect((await rows()).map((row) => [row.name, row.key, row.attempts])).toEqual([
      ['order.expire', 'later', 0],
      ['newer.code', 'x', 0],
    ]);
    await makeDue();
    expect(await scheduled.queue.runDue(FLUSH)).toBe(1);
    expect(ran).toEqual(['later']);
  });

  it('retries a failing handler with back-off, then marks it dead with an error log', async () => {
    const { logger, records } = recordingLogger();
    const scheduled = createScheduledJobs(database, { logger, retryDelaysMs: [60_000] });
    let calls = 0;
    scheduled.register('order.complete', async () => {
      calls += 1;
      throw new Error(`order table locked (${calls})`);
    });
    await scheduled.schedule({ name: 'order.complete', key: 'FT-2', payload: { secret: 'never-logged' } });
    await scheduled.queue.runDue(FLUSH);
    const [waiting] = await rows();
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, lastError: 'order table locked (1)' });
    const [wait] = await database.rows<{ seconds: number }>(
      sql`select extract(epoch from run_at - now())::float8 as seconds from jobs`,
    );
    expect(Number(wait?.seconds)).toBeGreaterThan(58);
    expect(Number(wait?.seconds)).toBeLessThanOrEqual(60);
    expect(await scheduled.queue.runDue(FLUSH)).toBe(0);

    await makeDue();
    await scheduled.queue.runDue(FLUSH);
    expect(await rows()).toMatchObject([
      { status: 'dead', attempts: 2, lastError: 'order table locked (2)' },
    ]);
    await makeDue();
    expect(await scheduled.queue.runDue(FLUSH)).toBe(0);
    expect(calls).toBe(2);
    expect(records.map((r) => `${r.level}:${r.msg}`)).toEqual([
      'warn:job failed; will retry',
      'error:job dead: no attempt left',
    ]);
    expect(records[1]?.data).toMatchObject({ job: 'order.complete', attempt: 2 });
    expect(JSON.stringify(records)).not.toContain('never-logged');
  });

  it('keeps recurring work pending at the time its handler names, with its attempts reset', async () => {
    const scheduled = createScheduledJobs(database, { logger: recordingLogger().logger });
    const next = new Date(Date.now() + 5 * 60_000);
    let runs = 0;
    scheduled.register('orders.complete-past', async () => {
      runs += 1;
      return { runAgainAt: next };
    });
    await scheduled.schedule({ name: 'orders.complete-past', key: 'every-5-min' });
    await scheduled.queue.runDue(FLUSH);
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    expect(row?.runAt.getTime()).toBe(next.getTime());
    expect(await scheduled.queue.runDue(FLUSH)).toBe(0);
    await makeDue();
    await scheduled.queue.runDue(FLUSH);
    expect(runs).toBe(2);

    // An answer without a date (a loosely typed handler) finishes the job instead of keeping it.
    const loose = async () => ({ runAgainAt: 'tomorrow' }) as never;
    scheduled.register('loose', loose);
    await scheduled.schedule({ name: 'loose', key: 'once' });
    await scheduled.queue.runDue(FLUSH);
    expect((await rows()).find((row) => row.name === 'loose')?.status).toBe('done');
  });

  it('cancels pending work only, and refuses a second handler for a name', async () => {
    const scheduled = createScheduledJobs(database, { logger: recordingLogger().logger });
    scheduled.register('order.remind', async () => {});
    expect(() => scheduled.register('order.remind', async () => {})).toThrow(/has a handler/);
    await scheduled.schedule({
      name: 'order.remind',
      key: 'cancelled',
      runAt: new Date(Date.now() + 60_000),
    });
    expect(await scheduled.cancel('order.remind', 'cancelled')).toBe(true);
    expect(await scheduled.cancel('order.remind', 'cancelled')).toBe(false);
    await scheduled.schedule({ name: 'order.remind', key: 'done' });
    await scheduled.queue.runDue(FLUSH);
    expect(await scheduled.cancel('order.remind', 'done')).toBe(false);
    expect((await rows()).map((row) => [row.key, row.status])).toEqual([['done', 'done']]);
  });
});
