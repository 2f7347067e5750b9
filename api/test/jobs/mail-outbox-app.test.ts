import { startMailCatcher } from '@portal/mail-catcher';
import { contactUs } from '@portal/shared/contracts/help';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { Database } from '../../src/db/client';
import { seedDatabase } from '../../src/db/seed';
import { okResult } from '../helpers/envelope';
import { captureLogs } from '../helpers/log-capture';
import { databaseTargets, testConfig } from '../helpers/test-app';
import {
  eventually,
  freePort,
  makeOutboxDue,
  migratedDatabase,
  outboxRows,
  reopenableDatabase,
} from './helpers';

/** The app on a database it does not own (the database outlives it, as across a restart). */
const appOn = async (database: Database, env: Record<string, string>, logDestination?: DestinationStream) => {
  const app = await buildApp(testConfig(env), { database, logDestination });
  await app.ready();
  return app;
};

const submitQuery = (app: FastifyInstance, email: string, text: string) =>
  app.inject({
    method: 'POST',
    url: '/api/public/contact-us',
    payload: { email, category: 'technical', topic: 'Cannot log in', message: text },
  });

describe.each(databaseTargets)('mail outbox across a restart (%s)', (target) => {
  it('delivers, after a restart, the mail stored before it', async () => {
    const { first, open, drop } = await reopenableDatabase(target);
    let second: Database | undefined;
    try {
      await seedDatabase(first.db, { scryptCostLog2: 10, remoteBaseUrl: '' });
      // JOB_POLL_MS=0: this instance stores mail but sends none before it stops.
      const before = await appOn(first, { JOB_POLL_MS: '0', SUPPORT_MAILBOX: 'desk@portal.test' });
      const email = `restart-${target}@example.test`;
      const { reference } = okResult(contactUs, await submitQuery(before, email, 'Sent before the restart.'));
      expect((await outboxRows(first)).map((row) => [row.recipient, row.status])).toEqual([
        [email, 'pending'],
        ['desk@portal.test', 'pending'],
      ]);
      await before.close();
      expect(before.services.mail.sent).toHaveLength(0);
      await first.close();

      second = await open();
      const after = await appOn(second, { JOB_POLL_MS: '50' });
      // The runner's first pass at start sends them: no flush, no request.
      await eventually(async () =>
        (await outboxRows(second as Database)).every((row) => row.status === 'sent'),
      );
      expect(after.services.mail.sent).toHaveLength(2);
      expect(after.services.mail.lastTo(email)?.text).toContain(reference);
      expect(after.services.mail.lastTo('desk@portal.test')?.text).toContain('Sent before the restart.');
      expect((await outboxRows(second)).map((row) => row.status)).toEqual(['sent', 'sent']);
      await after.close();
      expect(after.services.mail.sent).toHaveLength(2);
    } finally {
      await second?.close();
      await first.close();
      await drop();
    }
    // Two databases opened on disk (PGlite's initdb writes a whole cluster): slow on a busy CPU.
  }, 90_000);
});

describe('mail while the mail server is down (pglite)', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let catcher: Awaited<ReturnType<typeof startMailCatcher>> | undefined;
  beforeAll(async () => {
    ({ database, drop } = await migratedDatabase('pglite'));
    await seedDatabase(database.db, { scryptCostLog2: 10, remoteBaseUrl: '' });
  });
  afterAll(async () => {
    await catcher?.close();
    await drop();
  });

  it('answers at once, keeps the mail, and delivers it exactly once when the server is back; logs no body', async () => {
    const port = await freePort();
    const logs = captureLogs();
    const app = await appOn(
      database,
      {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        JOB_POLL_MS: '0',
        LOG_LEVEL: 'info',
        SUPPORT_MAILBOX: 'desk@portal.test',
      },
      logs.destination,
    );
    try {
      const email = 'server-down@example.test';
      const body = 'Secret-ish detail 7Q4ZK9 that only the mail may carry.';
      const { reference } = okResult(contactUs, await submitQuery(app, email, body));

      await app.services.jobs.runner.runDueOnce();
      const failed = await outboxRows(database);
      expect(failed.map((row) => [row.status, row.attempts])).toEqual([
        ['pending', 1],
        ['pending', 1],
      ]);
      expect(failed[0]?.lastError).toMatch(/ECONNREFUSED/);

      catcher = await startMailCatcher({ smtpPort: port, httpPort: 0 });
      // Still waiting out the back-off: nothing goes before the retry is due.
      await app.services.jobs.runner.runDueOnce();
      expect(catcher.messages()).toHaveLength(0);

      await makeOutboxDue(database);
      await app.services.jobs.runner.runDueOnce();
      await makeOutboxDue(database);
      await app.services.jobs.runner.runDueOnce();
      expect(catcher.messages(email)).toHaveLength(1);
      expect(catcher.messages(email)[0]?.text).toContain(reference);
      expect(catcher.messages('desk@portal.test')).toHaveLength(1);
      expect(catcher.messages('desk@portal.test')[0]?.text).toContain(body);
      expect((await outboxRows(database)).map((row) => [row.status, row.attempts])).toEqual([
        ['sent', 2],
        ['sent', 2],
      ]);

      const mailLogs = logs.lines.filter((line) => line.includes('"module":"mail"'));
      expect(mailLogs.filter((line) => line.includes('mail failed; will retry'))).toHaveLength(2);
      expect(mailLogs.filter((line) => line.includes('"mail done"'))).toHaveLength(2);
      const all = logs.lines.join('\n');
      for (const secret of [body, '7Q4ZK9', email, reference]) expect(all).not.toContain(secret);
    } finally {
      await app.close();
    }
  });
});

describe('the job runner and the app (pglite)', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await migratedDatabase('pglite'));
    await seedDatabase(database.db, { scryptCostLog2: 10, remoteBaseUrl: '' });
  });
  afterAll(() => drop());

  it('runs in the background while the app is up and stops on close', async () => {
    const app = await appOn(database, { JOB_POLL_MS: '20' });
    const { mail, jobs } = app.services;
    expect(jobs.runner.running).toBe(true);
    await mail.send({ to: 'up@example.test', subject: 'While up', text: 'x', html: '<p>x</p>' });
    await eventually(() => mail.lastTo('up@example.test') !== undefined);

    await app.close();
    expect(jobs.runner.running).toBe(false);
    // Stored after close (the database is still open): no pass of this app sends it.
    await mail.send({ to: 'after@example.test', subject: 'After close', text: 'y', html: '<p>y</p>' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const rows = await outboxRows(database);
    expect(rows.find((row) => row.recipient === 'after@example.test')).toMatchObject({
      status: 'pending',
      attempts: 0,
    });
    expect(mail.lastTo('after@example.test')).toBeUndefined();
  });
});
