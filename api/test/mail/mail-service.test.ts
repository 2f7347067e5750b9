import { startMailCatcher } from '@portal/mail-catcher';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { createMailService } from '../../src/services/mail/mail-service';
import { escapeHtml, fill, renderMail } from '../../src/services/mail/render';
import { databaseTargets } from '../helpers/test-app';
import { freePort, migratedDatabase, outboxRows, recordingLogger } from '../jobs/helpers';
import { startRawSmtp } from './raw-smtp';

const FROM = 'Portal <no-reply@portal.test>';

const message = {
  to: 'Someone@Example.test',
  subject: 'Your code',
  text: 'Code: 123456',
  html: '<p>Code: <b>123456</b></p>',
};

describe('renderMail', () => {
  it('escapes every value in the HTML part and keeps the text part plain', () => {
    const mail = renderMail(
      {
        subject: 'Hello\r\nBcc: victim@example.test',
        greeting: 'Hi <script>alert(1)</script>,',
        blocks: [
          { kind: 'paragraph', text: 'Tom & "Jerry"' },
          { kind: 'code', code: '123456' },
          { kind: 'details', rows: [['Name', '<b>x</b>']] },
          { kind: 'link', label: 'Open', href: 'javascript:alert(1)' },
        ],
        signOff: 'The team\nPortal',
      },
      'pt-BR',
    );
    expect(mail.subject).toBe('Hello Bcc: victim@example.test');
    expect(mail.html).toContain('<html lang="pt-BR">');
    expect(mail.html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(mail.html).toContain('Tom &amp; &quot;Jerry&quot;');
    expect(mail.html).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(mail.html).not.toContain('javascript:');
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain('Hi <script>alert(1)</script>,');
    expect(mail.text).toContain('    123456');
    expect(mail.text).toContain('Name: <b>x</b>');
    expect(mail.text).toContain('The team\nPortal');
  });

  it('fills placeholders and refuses a missing one', () => {
    expect(fill('Hello {name}, {n} left', { name: 'Ana', n: 3 })).toBe('Hello Ana, 3 left');
    expect(() => fill('Hello {name}', {})).toThrow(/name/);
    expect(escapeHtml(`<a href="x">'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&lt;/a&gt;');
  });
});

/** One empty PGlite database per describe block; each test starts with an empty outbox. */
const useDatabase = () => {
  const handle = { database: undefined as unknown as Database };
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    ({ database: handle.database, drop } = await migratedDatabase('pglite'));
  });
  beforeEach(async () => {
    await handle.database.rows(sql`delete from mail_outbox`);
  });
  afterAll(() => drop());
  return handle;
};

describe('MailService without SMTP_URL', () => {
  const t = useDatabase();

  it('stores each message in the outbox, delivers it to memory on flush and clears the sent body', async () => {
    const { logger, records } = recordingLogger();
    const mail = createMailService({ database: t.database, smtpUrl: undefined, from: FROM, logger });
    expect(mail.usesSmtp).toBe(false);
    await mail.send(message);
    // Stored, not yet delivered: the answer to a request never waits for delivery.
    expect(mail.sent).toHaveLength(0);
    expect(await outboxRows(t.database)).toMatchObject([
      { recipient: message.to, subject: 'Your code', text: 'Code: 123456', status: 'pending', attempts: 0 },
    ]);
    await mail.flush();
    expect(mail.sent).toHaveLength(1);
    expect(mail.lastTo('someone@example.test')).toMatchObject({ ...message, from: FROM });
    const [row] = await outboxRows(t.database);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, text: '', html: '', lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);

    await mail.send(message);
    await mail.flush();
    await mail.flush();
    expect(mail.sent).toHaveLength(2);
    expect(records.map((r) => `${r.level}:${r.msg}`)).toEqual([
      'warn:SMTP_URL is not set: mail is recorded in memory only, nothing is sent',
      'info:mail done',
      'info:mail done',
    ]);
    expect(records[1]?.data).toEqual({ mailId: row?.id, attempt: 1 });
    expect(JSON.stringify(records)).not.toContain('123456');
  });

  it('keeps text and binary attachments through the outbox', async () => {
    const mail = createMailService({
      database: t.database,
      smtpUrl: undefined,
      from: FROM,
      logger: recordingLogger().logger,
    });
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    const bytes = new Uint8Array([0, 1, 2, 250, 255]);
    await mail.send({
      ...message,
      attachments: [
        { filename: 'FT-7K3D9Q.ics', contentType: 'text/calendar; charset=utf-8', content: ics },
        { filename: 'data.bin', contentType: 'application/octet-stream', content: bytes },
      ],
    });
    const [stored] = await outboxRows(t.database);
    expect(stored?.attachments).toEqual([
      {
        filename: 'FT-7K3D9Q.ics',
        contentType: 'text/calendar; charset=utf-8',
        content: ics,
        encoding: 'utf8',
      },
      {
        filename: 'data.bin',
        contentType: 'application/octet-stream',
        content: 'AAEC+v8=',
        encoding: 'base64',
      },
    ]);
    await mail.flush();
    expect(mail.lastTo(message.to)?.attachments).toEqual([
      { filename: 'FT-7K3D9Q.ics', contentType: 'text/calendar; charset=utf-8', content: ics },
      { filename: 'data.bin', contentType: 'application/octet-stream', content: bytes },
    ]);
    expect((await outboxRows(t.database))[0]?.attachments).toEqual([]);
  });
});

describe.each(databaseTargets)("MailService in a caller's transaction (%s)", (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await migratedDatabase(target));
  });
  afterAll(() => drop());

  it('sends the mail only when the transaction commits, and does not wake the runner inside it', async () => {
    let wakes = 0;
    const mail = createMailService({
      database,
      smtpUrl: undefined,
      from: FROM,
      logger: recordingLogger().logger,
      onQueued: () => {
        wakes += 1;
      },
    });
    await expect(
      database.db.transaction(async (tx) => {
        await mail.send({ ...message, to: 'rolled-back@example.test' }, tx);
        throw new Error('the booking failed');
      }),
    ).rejects.toThrow('the booking failed');
    await database.db.transaction(async (tx) => {
      await mail.send({ ...message, to: 'committed@example.test' }, tx);
    });
    expect(wakes).toBe(0);
    await mail.flush();
    expect(mail.sent.map((m) => m.to)).toEqual(['committed@example.test']);
    expect((await outboxRows(database)).map((row) => row.recipient)).toEqual(['committed@example.test']);

    await mail.send(message);
    expect(wakes).toBe(1);
  });
});

describe('MailService over SMTP', () => {
  const t = useDatabase();
  let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
  beforeAll(async () => {
    catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
  });
  afterAll(() => catcher?.close());

  it('delivers the text and HTML parts to the SMTP server', async () => {
    const mail = createMailService({
      database: t.database,
      smtpUrl: catcher.smtpUrl,
      from: FROM,
      logger: recordingLogger().logger,
    });
    expect(mail.usesSmtp).toBe(true);
    await mail.send({ ...message, replyTo: 'help@portal.test' });
    await mail.flush();
    const [received] = catcher.messages('someone@example.test');
    expect(received).toMatchObject({
      to: ['someone@example.test'],
      subject: 'Your code',
      text: 'Code: 123456',
      html: '<p>Code: <b>123456</b></p>',
    });
    expect(received?.from).toContain('no-reply@portal.test');
    expect(mail.sent).toHaveLength(0);

    const inbox = (await (
      await fetch(`${catcher.inboxUrl}/api/messages?to=SOMEONE@example.test`)
    ).json()) as unknown[];
    expect(inbox).toHaveLength(1);
    const page = await (await fetch(`${catcher.inboxUrl}/`)).text();
    expect(page).toContain('Your code');
    const deleted = await fetch(`${catcher.inboxUrl}/api/messages`, {
      method: 'DELETE',
      headers: { 'x-control-key': catcher.controlKey },
    });
    expect(deleted.status).toBe(204);
    expect(catcher.messages()).toHaveLength(0);
  });

  it('sends attachments as MIME parts (a calendar file arrives as text/calendar)', async () => {
    const raw = await startRawSmtp();
    try {
      const mail = createMailService({
        database: t.database,
        smtpUrl: raw.smtpUrl,
        from: FROM,
        logger: recordingLogger().logger,
      });
      const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nSUMMARY:Fast Track FT-7K3D9Q\r\nEND:VCALENDAR\r\n';
      await mail.send({
        ...message,
        attachments: [
          { filename: 'FT-7K3D9Q.ics', contentType: 'text/calendar; charset=utf-8', content: ics },
        ],
      });
      await mail.flush();
      expect(raw.messages).toHaveLength(1);
      const source = raw.messages[0] ?? '';
      expect(source).toMatch(/Content-Type: multipart\/mixed/i);
      expect(source).toMatch(/Content-Type: text\/calendar; charset=utf-8; name=FT-7K3D9Q\.ics/i);
      expect(source).toMatch(/Content-Disposition: attachment; filename=FT-7K3D9Q\.ics/i);
      // The part is base64 in lines of 76: joined, it is the file's base64.
      expect(source.replace(/\r\n/g, '')).toContain(Buffer.from(ics).toString('base64'));
    } finally {
      await raw.close();
    }
  });

  it('stores the message at once when the SMTP server is down; a failed attempt waits for its retry', async () => {
    const { logger, records } = recordingLogger();
    const mail = createMailService({
      database: t.database,
      smtpUrl: `smtp://127.0.0.1:${await freePort()}`,
      from: FROM,
      logger,
    });
    await mail.send(message);
    await mail.flush();
    const [row] = await outboxRows(t.database);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, text: 'Code: 123456' });
    expect(row?.lastError).toMatch(/ECONNREFUSED/);
    expect(records.map((r) => `${r.level}:${r.msg}`)).toEqual(['warn:mail failed; will retry']);
    expect(records[0]?.data).toMatchObject({ mailId: row?.id, attempt: 1, retryInSeconds: 10 });
    expect(JSON.stringify(records)).not.toContain('123456');
  });
});

describe('mail settings', () => {
  it('reads SMTP_URL, MAIL_FROM and SUPPORT_MAILBOX, with defaults, and refuses a URL that is not SMTP', () => {
    expect(loadConfig({})).toMatchObject({
      smtpUrl: undefined,
      mailFrom: 'Portal <no-reply@portal.test>',
      supportMailbox: 'support@portal.test',
      loginLockMinutes: 15,
    });
    expect(
      loadConfig({
        SMTP_URL: 'smtps://u:p@mail.example.com:465',
        MAIL_FROM: 'X <x@example.com>',
        LOGIN_LOCK_MINUTES: '5',
      }),
    ).toMatchObject({
      smtpUrl: 'smtps://u:p@mail.example.com:465',
      mailFrom: 'X <x@example.com>',
      loginLockMinutes: 5,
    });
    expect(loadConfig({ SMTP_URL: ' ' }).smtpUrl).toBeUndefined();
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ CARD_FINGERPRINT_SECRET: 'short' })).toThrow(ConfigError);
  });

  it('reads JOB_POLL_MS (default 1000 ms; 0 runs no background passes) and refuses a negative one', () => {
    expect(loadConfig({}).jobs).toEqual({ pollMs: 1000 });
    expect(loadConfig({ JOB_POLL_MS: '0' }).jobs).toEqual({ pollMs: 0 });
    expect(loadConfig({ JOB_POLL_MS: '25' }).jobs).toEqual({ pollMs: 25 });
    expect(() => loadConfig({ JOB_POLL_MS: '-1' })).toThrow(/JOB_POLL_MS/);
  });
});
