import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import type { DueQueue } from '../../src/services/jobs/due-queue';
import { createJobRunner } from '../../src/services/jobs/job-runner';
import { createScheduledJobs } from '../../src/services/jobs/scheduled-jobs';
import { createMailService, type MailTransport } from '../../src/services/mail/mail-service';
import { databaseTargets } from '../helpers/test-app';
import { eventually, migratedDatabase, outboxRows, recordingLogger, reopenableDatabase } from './helpers';

const mailTo = (to: string) => ({ to, subject: 'Hello', text: 'Body', html: '<p>Body</p>' });

/** A transport whose deliveries wait until the test releases them. */
const heldTransport = () => {
  const started: string[] = [];
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const transport: MailTransport = {
    usesSmtp: true,
    async deliver(mail) {
      started.push(mail.to);
      await gate;
    },
  };
  return { transport, started, release: () => release() };
};

describe('the job runner (pglite)', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await migratedDatabase('pglite'));
  });
  afterAll(() => drop());

  it('sends at once when woken, without waiting for its next poll', async () => {
    const { logger } = recordingLogger();
    let runner: ReturnType<typeof createJobRunner> | undefined;
    const mail = createMailService({
      database,
      smtpUrl: undefined,
      from: 'P <p@x.test>',
      logger,
      onQueued: () => runner?.wake(),
    });
    runner = createJobRunner({ queues: [mail.queue], pollMs: 60_000, logger });
    runner.start();
    try {
      // Let the first (empty) pass finish: from then on only a wake can bring the next one early.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const started = Date.now();
      await mail.send(mailTo('woken@example.test'));
      await eventually(() => mail.sent.length === 1, 2000);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await runner.stop();
    }
  });

  it('stop() waits for the delivery in flight, and nothing runs after it', async () => {
    const held = heldTransport();
    const { logger } = recordingLogger();
    const mail = createMailService({
      database,
      smtpUrl: undefined,
      from: 'P <p@x.test>',
      logger,
      transport: held.transport,
    });
    const runner = createJobRunner({ queues: [mail.queue], pollMs: 10, logger });
    await mail.send(mailTo('in-flight@example.test'));
    runner.start();
    await eventually(() => held.started.length === 1);

    let stopped = false;
    const stopping = runner.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    held.release();
    await stopping;
    const rows = await outboxRows(database);
    expect(rows.find((row) => row.recipient === 'in-flight@example.test')?.status).toBe('sent');

    await mail.send(mailTo('after-stop@example.test'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(held.started).toEqual(['in-flight@example.test']);
  });

  it('does not poll with JOB_POLL_MS 0, yet runDueOnce runs one pass over every queue', async () => {
    const passes: string[] = [];
    const queue = (name: string): DueQueue => ({
      name,
      runDue: async (limit) => {
        passes.push(`${name}:${limit}`);
        return 0;
      },
    });
    const runner = createJobRunner({
      queues: [queue('mail'), queue('job')],
      pollMs: 0,
      batchSize: 7,
      logger: recordingLogger().logger,
    });
    runner.start();
    expect(runner.running).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(passes).toEqual([]);
    expect(await runner.runDueOnce()).toBe(0);
    expect(passes).toEqual(['mail:7', 'job:7']);
  });

  it('logs a failed pass (e.g. the database away for a moment) and keeps polling', async () => {
    const { logger, records } = recordingLogger();
    let calls = 0;
    const flaky: DueQueue = {
      name: 'flaky',
      runDue: async () => {
        calls += 1;
        if (calls === 1) throw new Error('Connection terminated unexpectedly');
        return 0;
      },
    };
    const runner = createJobRunner({ queues: [flaky], pollMs: 10, logger });
    runner.start();
    await eventually(() => calls >= 3);
    await runner.stop();
    expect(records.filter((r) => r.msg === 'job pass failed')).toEqual([
      { level: 'error', data: { reason: 'Connection terminated unexpectedly' }, msg: 'job pass failed' },
    ]);
  });
});

// Races need several connections: PGlite has one, so this runs on PostgreSQL only.
for (const target of databaseTargets.filter((name) => name === 'postgres')) {
  describe(`two runners on one database (${target})`, () => {
    it('deliver each of many messages and run each of many jobs exactly once', async () => {
      const { first, open, drop } = await reopenableDatabase(target);
      const other = await open();
      try {
        const instances = [first, other].map((database) => {
          const delivered: string[] = [];
          const ran: string[] = [];
          const { logger } = recordingLogger();
          const mail = createMailService({
            database,
            smtpUrl: undefined,
            from: 'P <p@x.test>',
            logger,
            transport: {
              usesSmtp: true,
              async deliver(message) {
                delivered.push(message.to);
                // A little time per message, so the two runners' passes overlap.
                await new Promise((resolve) => setTimeout(resolve, 2 + Math.random() * 4));
              },
            },
          });
          const jobs = createScheduledJobs(database, { logger });
          jobs.register('count', async (job) => {
            ran.push(job.key);
            await new Promise((resolve) => setTimeout(resolve, 1 + Math.random() * 3));
          });
          const runner = createJobRunner({
            queues: [mail.queue, jobs.queue],
            pollMs: 5,
            batchSize: 5,
            logger,
          });
          return { mail, jobs, runner, delivered, ran };
        });
        const [a, b] = instances;
        if (!a || !b) throw new Error('two instances expected');

        const recipients = Array.from({ length: 120 }, (_, i) => `r${i}@example.test`);
        const keys = Array.from({ length: 60 }, (_, i) => `k${i}`);
        await Promise.all(recipients.map((to, i) => (i % 2 ? a : b).mail.send(mailTo(to))));
        await Promise.all(keys.map((key) => a.jobs.schedule({ name: 'count', key })));
        // Scheduling again (another instance, a retried request) adds nothing.
        expect(await b.jobs.schedule({ name: 'count', key: 'k0' })).toBe(false);

        a.runner.start();
        b.runner.start();
        await eventually(async () => {
          const [counts] = await first.rows<{ mail: number; jobs: number }>(
            sql`select (select count(*)::int from mail_outbox where status = 'sent') as mail,
                       (select count(*)::int from jobs where status = 'done') as jobs`,
          );
          return counts?.mail === recipients.length && counts?.jobs === keys.length;
        }, 20_000);
        await Promise.all([a.runner.stop(), b.runner.stop()]);

        const delivered = [...a.delivered, ...b.delivered];
        expect(delivered).toHaveLength(recipients.length);
        expect(new Set(delivered)).toEqual(new Set(recipients));
        const ran = [...a.ran, ...b.ran];
        expect(ran).toHaveLength(keys.length);
        expect(new Set(ran)).toEqual(new Set(keys));
        // Both did part of the work: the claims really raced.
        expect(a.delivered.length).toBeGreaterThan(0);
        expect(b.delivered.length).toBeGreaterThan(0);
        const [attempts] = await first.rows<{ most: number }>(
          sql`select max(attempts)::int as most from mail_outbox`,
        );
        expect(attempts?.most).toBe(1);
      } finally {
        await other.close();
        await drop();
      }
    });
  });
}
