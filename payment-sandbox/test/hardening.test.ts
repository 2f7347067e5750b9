import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEV_MERCHANT_ID,
  DEV_MERCHANT_KEY,
  type PaymentSandbox,
  signedHeaders,
  startPaymentSandbox,
} from '../src';
import { payInBrowser } from '../src/testing';
import { type Harness, RETURN_URL, startHarness } from './helpers';
import { rawRequest } from './raw-request';

describe('payment sandbox hardening', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h?.close());
  beforeEach(async () => {
    expect((await h.control('reset')).status).toBe(200);
  });

  const healthy = async () => (await rawRequest(h.sandbox.url, '/healthz')).status;

  describe('malformed URLs', () => {
    it.each(['/%ZZ', '/3ds/challenge/%E0%A4%A', `/v2/${DEV_MERCHANT_ID}/payments/%ZZ`, '/_control/%E0%A4%A'])(
      'GET %s → 400 and the sandbox keeps answering',
      async (path) => {
        const answer = await rawRequest(h.sandbox.url, path);
        expect(answer.status).toBe(400);
        expect(JSON.parse(answer.text)).toMatchObject({
          errors: [{ id: 'INVALID_REQUEST', httpStatusCode: 400 }],
        });
        expect(await healthy()).toBe(200);
      },
    );

    it('GET // and //healthz → 404 and the sandbox keeps answering', async () => {
      expect((await rawRequest(h.sandbox.url, '//')).status).toBe(404);
      expect((await rawRequest(h.sandbox.url, '//healthz')).status).toBe(404);
      expect(await healthy()).toBe(200);
    });
  });

  describe('ids that name Object.prototype members', () => {
    it.each(['__proto__', 'constructor', 'toString'])(
      '%s is an unknown payment, token or session',
      async (id) => {
        const page = await rawRequest(h.sandbox.url, `/3ds/challenge/${id}`);
        expect(page.status).toBe(404);
        expect(page.text).toContain('Payment not found');
        const decided = await rawRequest(h.sandbox.url, `/3ds/challenge/${id}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'decision=approve',
        });
        expect(decided.status).toBe(404);
        expect((await h.call('GET', `/v2/${DEV_MERCHANT_ID}/payments/${id}`)).status).toBe(404);
        expect((await h.call('GET', `/v2/${DEV_MERCHANT_ID}/tokens/${id}`)).status).toBe(404);
        expect((await h.call('DELETE', `/v2/${DEV_MERCHANT_ID}/tokens/${id}`)).status).toBe(404);
        const refused = await payInBrowser({ ...(await h.openSession()), sessionId: id }, { token: id });
        expect(refused.response).toMatchObject({ status: 'REFUSED', reason: 'SESSION_INVALID' });
      },
    );
  });

  it('ids that name Object.prototype members stay unknown after a restart (records read from data.json)', async () => {
    await h.restart();
    for (const id of ['__proto__', 'constructor', 'toString']) {
      expect((await rawRequest(h.sandbox.url, `/3ds/challenge/${id}`)).status, id).toBe(404);
    }
  });

  describe('request bodies', () => {
    it.each([64 * 1024 + 1, 300 * 1024])('a %d-byte body is answered 413, not dropped', async (size) => {
      const session = await h.openSession();
      const response = await fetch(session.createPaymentUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sessionId: session.sessionId, pad: 'x'.repeat(size) }),
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ errors: [{ id: 'TOO_LARGE' }] });
      expect(await healthy()).toBe(200);
    });
  });

  describe('control routes', () => {
    const postControl = (action: string, headers: Record<string, string>, body = '{}') =>
      rawRequest(h.sandbox.url, `/_control/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });
    const key = () => ({ 'x-control-key': h.sandbox.controlKey });
    const paymentStatus = async () => (await h.call('GET', `/v2/${DEV_MERCHANT_ID}/payments/pay_x`)).status;

    it('need the control key, even from a loopback caller', async () => {
      expect(h.sandbox.controlKey.length).toBeGreaterThanOrEqual(20);
      expect((await postControl('faults', {}, '{"failStatus":503}')).status).toBe(403);
      expect((await postControl('faults', { 'x-control-key': 'wrong' }, '{"failStatus":503}')).status).toBe(
        403,
      );
      expect(await paymentStatus()).toBe(404);
      expect((await postControl('faults', key(), '{"failStatus":503}')).status).toBe(200);
      expect(await paymentStatus()).toBe(503);
      expect((await postControl('reset', {})).status).toBe(403);
      expect(await paymentStatus()).toBe(503);
      expect((await postControl('reset', key())).status).toBe(200);
      expect(await paymentStatus()).toBe(404);
    });

    it('refuse a page of another origin, even with the key', async () => {
      expect((await postControl('faults', key(), '{"failStatus":503}')).status).toBe(200);
      for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1:8080']) {
        const answer = await postControl('reset', { ...key(), origin });
        expect(answer.status, origin).toBe(403);
      }
      expect(await paymentStatus()).toBe(503);
      expect((await postControl('reset', { ...key(), origin: h.sandbox.url })).status).toBe(200);
      expect(await paymentStatus()).toBe(404);
    });

    it('refuse a foreign Host (DNS rebinding), even with the key', async () => {
      expect((await postControl('faults', key(), '{"failStatus":503}')).status).toBe(200);
      const rebound = await postControl('reset', { ...key(), host: `evil.example:${h.sandbox.port}` });
      expect(rebound.status).toBe(421);
      expect(await paymentStatus()).toBe(503);
    });

    it('take a chosen key, and make a different random one per sandbox', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'payment-sandbox-key-'));
      const chosen = await startPaymentSandbox({ port: 0, dataDir, controlKey: 'chosen-key' });
      try {
        expect(chosen.controlKey).toBe('chosen-key');
        const reset = (headers: Record<string, string>) =>
          rawRequest(chosen.url, '/_control/reset', { method: 'POST', headers });
        expect((await reset({ 'x-control-key': h.sandbox.controlKey })).status).toBe(403);
        expect((await reset({ 'x-control-key': 'chosen-key' })).status).toBe(200);
      } finally {
        await chosen.close();
      }
      const other = await startPaymentSandbox({ port: 0, dataDir });
      try {
        expect(other.controlKey).not.toBe(h.sandbox.controlKey);
      } finally {
        await other.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  });

  describe('Host header', () => {
    let configured: PaymentSandbox;
    let dataDir: string;
    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'payment-sandbox-hosts-'));
      configured = await startPaymentSandbox({
        port: 0,
        dataDir,
        allowedHosts: ['payments.test', 'Sandbox.Example:9999'],
        allowedOrigins: ['https://portal.example'],
      });
    });
    afterAll(async () => {
      await configured?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    const statusWithHost = async (host: string) =>
      (await rawRequest(configured.url, '/healthz', { headers: { host } })).status;

    it('answers loopback names and configured names on any port, and 421 to any other name', async () => {
      for (const host of ['127.0.0.1', `127.0.0.1:${configured.port}`, 'localhost:1', '[::1]:8090']) {
        expect(await statusWithHost(host), host).toBe(200);
      }
      for (const host of ['payments.test', 'PAYMENTS.test:8090', 'sandbox.example']) {
        expect(await statusWithHost(host), host).toBe(200);
      }
      for (const host of [
        'evil.example',
        `evil.example:${configured.port}`,
        '127.0.0.1.evil.example',
        'a b',
      ]) {
        expect(await statusWithHost(host), host).toBe(421);
      }
      const challenge = await rawRequest(configured.url, '/3ds/challenge/pay_x', {
        headers: { host: 'evil.example' },
      });
      expect(challenge.status).toBe(421);
    });

    it("keeps the browser's create-payment working from the configured portal origin", async () => {
      expect(await statusWithHost('evil.example')).toBe(421);
      const path = `/v2/${DEV_MERCHANT_ID}/hostedtokenizations`;
      const opened = await fetch(`${configured.url}${path}`, {
        method: 'POST',
        headers: signedHeaders({ apiKeyId: DEV_MERCHANT_ID, secret: DEV_MERCHANT_KEY }, 'POST', path),
        body: '{}',
      });
      expect(opened.status).toBe(200);
      const { hostedTokenizationId: sessionId, hostedTokenizationUrl } = (await opened.json()) as Record<
        string,
        string
      >;
      const createPaymentUrl = `${new URL(String(hostedTokenizationUrl)).origin}/ingenico/token-pay/create-payment`;
      const { response } = await payInBrowser(
        {
          sessionId: String(sessionId),
          createPaymentUrl: String(createPaymentUrl),
          amount: 0,
          currency: 'USD',
          returnUrl: RETURN_URL,
        },
        { card: { number: '36227206271667' } },
        'approve',
        'https://portal.example',
      );
      expect(response.status).toBe('PENDING_3DS');
    });
  });

  it('keeps create-payment working from the portal origin through the harness sandbox', async () => {
    const rebound = await rawRequest(h.sandbox.url, '/ingenico/token-pay/create-payment', {
      method: 'POST',
      headers: { host: 'evil.example', origin: 'http://127.0.0.1:8080', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(rebound.status).toBe(421);
    const { response } = await payInBrowser(await h.openSession(), { card: { number: '36227206271667' } });
    expect(response.status).toBe('PENDING_3DS');
  });
});

describe('the request log', () => {
  it('shows a token by its last four characters only, and never a card number', async () => {
    const lines: string[] = [];
    const dataDir = mkdtempSync(join(tmpdir(), 'payment-sandbox-log-'));
    const logged = await startPaymentSandbox({ port: 0, dataDir, log: (line) => lines.push(line) });
    try {
      const path = `/v2/${DEV_MERCHANT_ID}/hostedtokenizations`;
      const credentials = { apiKeyId: DEV_MERCHANT_ID, secret: DEV_MERCHANT_KEY };
      const opened = await fetch(`${logged.url}${path}`, {
        method: 'POST',
        headers: signedHeaders(credentials, 'POST', path),
        body: '{}',
      });
      const { hostedTokenizationUrl } = (await opened.json()) as { hostedTokenizationUrl: string };
      const created = await fetch(hostedTokenizationUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          card: { holder: 'A B', number: '36227206271667', expiry: '12/40', cvc: '123' },
        }),
      });
      expect(created.status).toBe(200);
      const id = new URL(hostedTokenizationUrl).pathname.split('/').pop() ?? '';
      const readPath = `/v2/${DEV_MERCHANT_ID}/hostedtokenizations/${id}`;
      const read = await fetch(`${logged.url}${readPath}`, {
        headers: signedHeaders(credentials, 'GET', readPath),
      });
      const token = ((await read.json()) as { token: { id: string } }).token.id;
      const tokenPath = `/v2/${DEV_MERCHANT_ID}/tokens/${token}`;
      const got = await fetch(`${logged.url}${tokenPath}`, {
        headers: signedHeaders(credentials, 'GET', tokenPath),
      });
      expect(got.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const text = lines.join('\n');
      expect(text).toContain(`GET /v2/${DEV_MERCHANT_ID}/tokens/…${token.slice(-4)} 200`);
      expect(text).not.toContain(token);
      expect(text).not.toContain('36227206271667');
    } finally {
      await logged.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
