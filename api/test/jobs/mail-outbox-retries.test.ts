import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { RETRY_DELAYS_MS } from '../../src/services/jobs/retry-schedule';
import { createMailService, type MailTransport } from '../../src/services/mail/mail-service';
import {
  makeOutboxDue,
  migratedDatabase,
  outboxRows,
  recordingLogger,
  secondsUntilNextAttempt,
} from './helpers';

const message = {
  to: 'traveller@example.test',
  subject: 'Your password reset code',
  text: 'Your code: 482913',
  html: '<p>Your code: <b>482913</b></p>',
};

/** A transport that fails its first `failures` deliveries, then records. */
const flakyTransport = (failures: number) => {
  const delivered: string[] = [];
  let calls = 0;
  const transport: MailTransport = {
    usesSmtp: true,
    async deliver(mail) {
      calls += 1;
      if (calls <= failures)
        throw new Error(`connect ECONNREFUSED 127.0.0.1:25 (call ${calls})\nsecond line`);
      delivered.push(mail.to);
    },
  };
  return { transport, delivered, calls: () => calls };
};

describe('mail outbox back-off and dead letters', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await migratedDatabase('pglite'));
  });
  beforeEach(async () => {
    await database.rows(sql`delete from mail_outbox`);
  });
  afterAll(() => drop());

  it('waits 10 s, 1 min, 5 min, 30 min, 2 h and 6 h between attempts, then gives up with an error log', async () => {
    const { logger, records } = recordingLogger();
    const flaky = flakyTransport(Number.POSITIVE_INFINITY);
    const mail = createMailService({
      database,
      smtpUrl: undefined,
      from: 'P <p@x.test>',
      logger,
      transport: flaky.transport,
    });
    await mail.send(message);

    for (const [index, delayMs] of RETRY_DELAYS_MS.entries()) {
      await mail.flush();
      const [row] = await outboxRows(database);
      expect(row).toMatchObject({ status: 'pending', attempts: index + 1 });
      expect(row?.lastError).toBe(`connect ECONNREFUSED 127.0.0.1:25 (call ${index + 1})`);
      const [seconds] = await secondsUntilNextAttempt(database);
      expect(seconds).toBeGreaterThan(delayMs / 1000 - 2);
      expect(seconds).toBeLessThanOrEqual(delayMs / 1000);
      // Not due yet: another pass leaves it alone.
      await mail.flush();
      expect(flaky.calls()).toBe(index + 1);
      await makeOutboxDue(database);
    }
    await mail.flush();
    const [dead] = await outboxRows(database);
    expect(dead).toMatchObject({ status: 'dead', attempts: RETRY_DELAYS_MS.length + 1 });
    // A dead message keeps its body, so an operator can send it again.
    expect(dead?.text).toBe(message.text);

    await makeOutboxDue(database);
    await mail.flush();
    expect(flaky.calls()).toBe(RETRY_DELAYS_MS.length + 1);
    expect(records.map((r) => `${r.level}:${r.msg}`)).toEqual([
      ...RETRY_DELAYS_MS.map(() => 'warn:mail failed; will retry'),
      'error:mail dead: no attempt left',
    ]);
    expect(records.at(-1)?.data).toMatchObject({ mailId: dead?.id, attempt: RETRY_DELAYS_MS.length + 1 });
    // Logs name the message by id: never its address, subject or body.
    const logged = JSON.stringify(records);
    for (const secret of ['482913', message.to, message.subject]) expect(logged).not.toContain(secret);
  });

  it('delivers on a later attempt, once, and forgets the error and the body', async () => {
    const flaky = flakyTransport(2);
    const mail = createMailService({
      database,
      smtpUrl: undefined,
      from: 'P <p@x.test>',
      logger: recordingLogger().logger,
      transport: flaky.transport,
    });
    await mail.send(message);
    await mail.flush();
    await makeOutboxDue(database);
    await mail.flush();
    await makeOutboxDue(database);
    await mail.flush();
    await makeOutboxDue(database);
    await mail.flush();
    expect(flaky.delivered).toEqual([message.to]);
    expect(await outboxRows(database)).toMatchObject([
      { status: 'sent', attempts: 3, lastError: null, text: '', html: '' },
    ]);
  });

  it('takes a message whose runner died mid-attempt back once its lease ends', async () => {
    const flaky = flakyTransport(0);
    const mail = createMailService({
      database,
      smtpUrl: undefined,
      from: 'P <p@x.test>',
      logger: recordingLogger().logger,
      transport: flaky.transport,
    });
    await mail.send(message);
    // A runner claimed it (attempt 1 counted, due again after the lease) and then vanished.
    await database.rows(
      sql`update mail_outbox set attempts = 1, next_attempt_at = now() + interval '5 minutes'`,
    );
    await mail.flush();
    expect(flaky.delivered).toEqual([]);
    await makeOutboxDue(database);
    await mail.flush();
    expect(flaky.delivered).toEqual([message.to]);
    expect(await outboxRows(database)).toMatchObject([{ status: 'sent', attempts: 2 }]);
  });
});
