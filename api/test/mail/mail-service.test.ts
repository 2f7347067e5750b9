import { createServer } from 'node:net';
import { startMailCatcher } from '@portal/mail-catcher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { createMailService } from '../../src/services/mail/mail-service';
import { escapeHtml, fill, renderMail } from '../../src/services/mail/render';

const recordingLogger = () => {
  const records: Array<{ level: string; data: Record<string, unknown>; msg: string }> = [];
  const at =
    (level: string) =>
    (data: Record<string, unknown>, msg: string): void => {
      records.push({ level, data, msg });
    };
  return { records, logger: { info: at('info'), warn: at('warn'), error: at('error') } as never };
};

/** A port nothing listens on. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 1));
    });
  });

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

describe('MailService without SMTP_URL', () => {
  it('records messages in memory and never touches the network', async () => {
    const { logger, records } = recordingLogger();
    const mail = createMailService({ smtpUrl: undefined, from: 'Portal <no-reply@portal.test>', logger });
    expect(mail.usesSmtp).toBe(false);
    await mail.send(message);
    await mail.flush();
    expect(mail.sent).toHaveLength(1);
    expect(mail.lastTo('someone@example.test')).toMatchObject({
      ...message,
      from: 'Portal <no-reply@portal.test>',
    });
    await mail.send(message);
    await mail.flush();
    expect(records.map((r) => `${r.level}:${r.msg}`)).toEqual([
      'warn:SMTP_URL is not set: mail is recorded in memory only, nothing is sent',
      'info:mail sent',
      'info:mail sent',
    ]);
    expect(JSON.stringify(records)).not.toContain('123456');
  });
});

describe('MailService over SMTP', () => {
  let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
  beforeAll(async () => {
    catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
  });
  afterAll(() => catcher?.close());

  it('delivers the text and HTML parts to the SMTP server', async () => {
    const mail = createMailService({
      smtpUrl: catcher.smtpUrl,
      from: 'Portal <no-reply@portal.test>',
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
    expect((await fetch(`${catcher.inboxUrl}/api/messages`, { method: 'DELETE' })).status).toBe(204);
    expect(catcher.messages()).toHaveLength(0);
  });

  it('answers at once when the SMTP server is down, retries, then drops the message with an error log', async () => {
    const { logger, records } = recordingLogger();
    const mail = createMailService({
      smtpUrl: `smtp://127.0.0.1:${await closedPort()}`,
      from: 'Portal <no-reply@portal.test>',
      logger,
      retryDelaysMs: [20, 20],
    });
    const started = Date.now();
    await mail.send(message);
    expect(Date.now() - started).toBeLessThan(50);
    await mail.flush();
    expect(records.map((r) => `${r.level}:${r.msg}`)).toEqual([
      'warn:mail failed; will retry',
      'warn:mail failed; will retry',
      'error:mail dropped',
    ]);
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
});
