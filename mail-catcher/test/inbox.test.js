import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMailCatcher } from '../src/index.js';
import { rawRequest } from './raw-request.js';
import { sendMail } from './send-mail.js';

/** @typedef {Awaited<ReturnType<typeof startMailCatcher>>} MailCatcher */

describe('mail catcher inbox', () => {
  /** @type {MailCatcher} */
  let catcher;
  beforeAll(async () => {
    catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
  });
  afterAll(() => catcher?.close());
  beforeEach(async () => {
    catcher.clear();
    await sendMail(catcher.smtpPort, { to: 'someone@portal.test', subject: 'Reset', text: 'code 123456' });
    expect(catcher.messages()).toHaveLength(1);
  });

  /**
   * @param {string} path
   * @param {{ method?: string; headers?: Record<string, string>; body?: string }} [options]
   */
  const inbox = (path, options) => rawRequest(catcher.inboxUrl, path, options);
  const healthy = async () => (await inbox('/healthz')).status;

  it('lists what a message has attached (names, types, sizes), not the content', async () => {
    const body = [
      '--b1',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Your booking is confirmed.',
      '--b1',
      'Content-Type: text/calendar; charset=utf-8',
      'Content-Disposition: attachment; filename="FT-7K3D9Q.ics"',
      '',
      'BEGIN:VCALENDAR',
      'END:VCALENDAR',
      '--b1--',
    ].join('\r\n');
    await sendMail(catcher.smtpPort, {
      to: 'booker@portal.test',
      subject: 'Booking confirmed',
      text: body,
      headers: 'MIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary="b1"\r\n',
    });
    const [mail] = catcher.messages().filter((message) => message.to.includes('booker@portal.test'));
    expect(mail?.text).toContain('Your booking is confirmed.');
    expect(mail?.attachments).toEqual([
      { filename: 'FT-7K3D9Q.ics', contentType: 'text/calendar', size: expect.any(Number) },
    ]);
    expect(JSON.stringify(mail)).not.toContain('BEGIN:VCALENDAR');
  });

  describe('malformed URLs', () => {
    it.each(['/%ZZ', '/messages/%E0%A4%A', '/api/messages/%ZZ'])(
      'GET %s → 400 and the inbox keeps answering',
      async (path) => {
        const answer = await inbox(path);
        expect(answer.status).toBe(400);
        expect(JSON.parse(answer.text)).toEqual({ error: 'malformed URL' });
        expect(await healthy()).toBe(200);
      },
    );

    it('GET // → 404 and the inbox keeps answering', async () => {
      expect((await inbox('//')).status).toBe(404);
      expect((await inbox('//api/messages')).status).toBe(404);
      expect(await healthy()).toBe(200);
    });

    it('the CLI process survives them', async () => {
      const cli = join(dirname(fileURLToPath(import.meta.url)), '../src/cli.js');
      const child = spawn(process.execPath, [cli], {
        env: { ...process.env, MAIL_CATCHER_SMTP_PORT: '0', MAIL_CATCHER_HTTP_PORT: '0' },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      try {
        let output = '';
        child.stdout.setEncoding('utf8');
        while (!/inbox at (\S+)/.test(output)) {
          const [chunk] = await once(child.stdout, 'data');
          output += chunk;
        }
        const inboxUrl = /inbox at (\S+)/.exec(output)?.[1] ?? '';
        for (const path of ['/%ZZ', '//', '/messages/%E0%A4%A']) {
          expect((await rawRequest(inboxUrl, path)).status).toBeLessThan(500);
        }
        expect((await rawRequest(inboxUrl, '/healthz')).status).toBe(200);
        expect(child.exitCode).toBeNull();
      } finally {
        child.kill('SIGKILL');
      }
    });
  });

  describe('Host header', () => {
    it('answers loopback names on any port, and 421 to any other name (DNS rebinding)', async () => {
      for (const host of ['127.0.0.1', `127.0.0.1:${catcher.httpPort}`, 'localhost:1', '[::1]:8025']) {
        expect((await inbox('/api/messages', { headers: { host } })).status, host).toBe(200);
      }
      for (const host of ['evil.example', `evil.example:${catcher.httpPort}`, '127.0.0.1.evil.example']) {
        const answer = await inbox('/api/messages', { headers: { host } });
        expect(answer.status, host).toBe(421);
        expect(answer.text).not.toContain('123456');
      }
      expect((await inbox('/', { headers: { host: 'evil.example' } })).status).toBe(421);
    });

    it('answers names from allowedHosts (MAIL_CATCHER_ALLOWED_HOSTS)', async () => {
      const configured = await startMailCatcher({ smtpPort: 0, httpPort: 0, allowedHosts: ['mail.test'] });
      try {
        const withHost = async (/** @type {string} */ host) =>
          (await rawRequest(configured.inboxUrl, '/healthz', { headers: { host } })).status;
        expect(await withHost('mail.test:8025')).toBe(200);
        expect(await withHost('MAIL.TEST')).toBe(200);
        expect(await withHost('evil.example')).toBe(421);
      } finally {
        await configured.close();
      }
    });
  });

  describe('writes', () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };

    it('need the control key, in x-control-key or in the form field the inbox page embeds', async () => {
      expect(catcher.controlKey.length).toBeGreaterThanOrEqual(20);
      expect((await inbox('/clear', { method: 'POST', headers: form })).status).toBe(403);
      expect((await inbox('/clear', { method: 'POST', headers: form, body: 'key=wrong' })).status).toBe(403);
      expect((await inbox('/api/messages', { method: 'DELETE' })).status).toBe(403);
      expect(catcher.messages()).toHaveLength(1);

      const page = (await inbox('/')).text;
      const embedded = /name="key" value="([^"]+)"/.exec(page)?.[1];
      expect(embedded).toBe(catcher.controlKey);
      const cleared = await inbox('/clear', {
        method: 'POST',
        headers: { ...form, origin: catcher.inboxUrl },
        body: `key=${encodeURIComponent(catcher.controlKey)}`,
      });
      expect(cleared.status).toBe(303);
      expect(catcher.messages()).toHaveLength(0);

      await sendMail(catcher.smtpPort, { to: 'a@portal.test', subject: 'Hi', text: 'hello' });
      const deleted = await inbox('/api/messages', {
        method: 'DELETE',
        headers: { 'x-control-key': catcher.controlKey },
      });
      expect(deleted.status).toBe(204);
      expect(catcher.messages()).toHaveLength(0);
    });

    it('refuse a page of another origin, even with the key', async () => {
      for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1:8080']) {
        const answer = await inbox('/clear', {
          method: 'POST',
          headers: { ...form, origin },
          body: `key=${encodeURIComponent(catcher.controlKey)}`,
        });
        expect(answer.status, origin).toBe(403);
      }
      const deleted = await inbox('/api/messages', {
        method: 'DELETE',
        headers: { origin: 'https://evil.example', 'x-control-key': catcher.controlKey },
      });
      expect(deleted.status).toBe(403);
      expect(catcher.messages()).toHaveLength(1);
    });

    it('refuse a foreign Host, even with the key', async () => {
      const answer = await inbox('/clear', {
        method: 'POST',
        headers: { host: 'evil.example', 'x-control-key': catcher.controlKey },
      });
      expect(answer.status).toBe(421);
      expect(catcher.messages()).toHaveLength(1);
    });

    it('take a chosen key, and answer 413 to a form body over the limit', async () => {
      const chosen = await startMailCatcher({ smtpPort: 0, httpPort: 0, controlKey: 'chosen-key' });
      try {
        expect(chosen.controlKey).toBe('chosen-key');
        const clear = (/** @type {string} */ body) =>
          rawRequest(chosen.inboxUrl, '/clear', { method: 'POST', headers: form, body });
        expect((await clear(`key=${encodeURIComponent(catcher.controlKey)}`)).status).toBe(403);
        expect((await clear('key=chosen-key')).status).toBe(303);
        const tooLarge = await clear(`key=chosen-key&pad=${'x'.repeat(20_000)}`);
        expect(tooLarge.status).toBe(413);
        expect((await rawRequest(chosen.inboxUrl, '/healthz')).status).toBe(200);
      } finally {
        await chosen.close();
      }
    });
  });
});
