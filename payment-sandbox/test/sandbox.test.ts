import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEV_MERCHANT_ID,
  DEV_MERCHANT_KEY,
  FRICTIONLESS_TEST_NUMBER,
  PUBLISHED_TEST_NUMBERS,
  returnMac,
  startPaymentSandbox,
} from '../src';
import { DataDirLockedError } from '../src/store';
import { futureExpiry, payInBrowser } from '../src/testing';
import { type Harness, RETURN_URL, startHarness } from './helpers';

const M = DEV_MERCHANT_ID;

describe('payment sandbox', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h?.close());
  beforeEach(async () => {
    expect((await h.control('reset')).status).toBe(200);
  });

  const getPayment = async (paymentId: string) => h.call('GET', `/v2/${M}/payments/${paymentId}`);

  describe('outcomes by test card', () => {
    it.each(PUBLISHED_TEST_NUMBERS)('%s: challenge approved → COMPLETED with a token', async (number) => {
      const session = await h.openSession();
      const { response, returnUrl } = await payInBrowser(session, {
        card: { number, holder: 'Alex Moreno' },
      });
      expect(response.status).toBe('PENDING_3DS');
      if (response.status === 'REFUSED') throw new Error('refused');
      expect(response.redirectUrl).toBe(`${h.sandbox.url}/3ds/challenge/${response.paymentId}`);
      expect(returnUrl?.origin + (returnUrl?.pathname ?? '')).toBe(RETURN_URL);
      expect(returnUrl?.searchParams.get('paymentId')).toBe(response.paymentId);
      expect(returnUrl?.searchParams.get('mac')).toBe(returnMac(DEV_MERCHANT_KEY, response.paymentId));

      const { status, body } = await getPayment(response.paymentId);
      expect(status).toBe(200);
      expect(body).toMatchObject({
        id: response.paymentId,
        sessionId: session.sessionId,
        purpose: 'add-card',
        statusCategory: 'COMPLETED',
        statusReason: null,
        card: {
          token: expect.stringMatching(/^tok_/),
          brand: 'Diners Club',
          lastFour: number.slice(-4),
          expiry: futureExpiry(),
          holder: 'Alex Moreno',
          fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
        },
      });
    });

    it('challenge denied → UNSUCCESSFUL (3-D Secure failed), no token', async () => {
      const session = await h.openSession();
      const { response, returnUrl } = await payInBrowser(
        session,
        { card: { number: '36227206271667' } },
        'deny',
      );
      if (response.status === 'REFUSED') throw new Error('refused');
      expect(returnUrl?.searchParams.get('paymentId')).toBe(response.paymentId);
      const { body } = await getPayment(response.paymentId);
      expect(body).toMatchObject({
        statusCategory: 'UNSUCCESSFUL',
        statusReason: 'AUTHENTICATION_FAILED',
        card: { token: null },
      });
    });

    it('CVC 000 → declined by the issuer after an approved challenge', async () => {
      const session = await h.openSession({ amount: 2500, purpose: 'payment' });
      const { response } = await payInBrowser(session, { card: { number: '38520000023237', cvc: '000' } });
      if (response.status === 'REFUSED') throw new Error('refused');
      const { body } = await getPayment(response.paymentId);
      expect(body).toMatchObject({
        statusCategory: 'UNSUCCESSFUL',
        statusReason: 'DECLINED',
        card: { token: null },
      });
    });

    it('the frictionless test number completes without a challenge', async () => {
      const session = await h.openSession();
      const { response, returnUrl } = await payInBrowser(session, {
        card: { number: FRICTIONLESS_TEST_NUMBER },
      });
      expect(response.status).toBe('COMPLETED');
      if (response.status === 'REFUSED') throw new Error('refused');
      expect(response.redirectUrl.startsWith(RETURN_URL)).toBe(true);
      expect(returnUrl?.searchParams.get('mac')).toBe(returnMac(DEV_MERCHANT_KEY, response.paymentId));
      expect((await getPayment(response.paymentId)).body).toMatchObject({ statusCategory: 'COMPLETED' });
    });

    it('a payment whose challenge is not answered stays PENDING', async () => {
      const session = await h.openSession();
      const created = await fetch(session.createPaymentUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          sessionId: session.sessionId,
          amount: 0,
          currency: 'USD',
          returnUrl: RETURN_URL,
          card: {
            holder: 'A B',
            number: '38000000000006',
            expiry: futureExpiry(),
            cvc: '123',
            postalCode: '1',
          },
        }),
      });
      const { paymentId } = (await created.json()) as { paymentId: string };
      expect((await getPayment(paymentId)).body).toMatchObject({
        statusCategory: 'PENDING',
        card: { token: null },
      });
    });

    it('refuses other brands, invalid numbers, expiry and CVC with a reason', async () => {
      const refusal = async (card: Parameters<typeof payInBrowser>[1]['card']) =>
        (await payInBrowser(await h.openSession(), { card })).response;
      expect(await refusal({ number: '4111 1111 1111 1111' })).toEqual({
        status: 'REFUSED',
        reason: 'CARD_NOT_ACCEPTED',
        message: 'Only Diners Club cards are accepted; this is a Visa card.',
      });
      expect(await refusal({ number: '3000000000000005' })).toMatchObject({ reason: 'CARD_INVALID' });
      expect(await refusal({ number: '36227206271667', expiry: '01/20' })).toMatchObject({
        reason: 'CARD_INVALID',
        message: 'The expiry date is not valid.',
      });
      expect(await refusal({ number: '36227206271667', cvc: '12' })).toMatchObject({
        reason: 'CARD_INVALID',
      });
    });
  });

  describe('sessions', () => {
    it('refuses an unknown session, a changed amount or return URL, and a second use', async () => {
      const session = await h.openSession();
      const card = { number: '36227206271667' };
      expect(
        (await payInBrowser({ ...session, sessionId: 'hs_unknown_session_x' }, { card })).response,
      ).toMatchObject({
        status: 'REFUSED',
        reason: 'SESSION_INVALID',
      });
      expect((await payInBrowser({ ...session, amount: 1 }, { card })).response).toMatchObject({
        reason: 'SESSION_INVALID',
      });
      expect(
        (await payInBrowser({ ...session, returnUrl: 'https://evil.example/' }, { card })).response,
      ).toMatchObject({ reason: 'SESSION_INVALID' });
      expect((await payInBrowser(session, { card })).response.status).toBe('PENDING_3DS');
      expect((await payInBrowser(session, { card })).response).toMatchObject({ reason: 'SESSION_INVALID' });
    });

    it('answers CORS for loopback portal origins and refuses other origins', async () => {
      const session = await h.openSession();
      const preflight = await fetch(session.createPaymentUrl, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:4310',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,accept-language',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:4310');
      expect(preflight.headers.get('access-control-allow-headers')).toContain('accept-language');
      const foreign = await fetch(session.createPaymentUrl, {
        method: 'OPTIONS',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      });
      expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
      const posted = await payInBrowser(
        session,
        { card: { number: '36227206271667' } },
        'approve',
        'https://evil.example',
      );
      expect(posted.response).toMatchObject({ status: 'REFUSED', reason: 'SESSION_INVALID' });
    });

    it('shows an accessible challenge page, and sends a decided payment back without changing it', async () => {
      const session = await h.openSession();
      const { response } = await payInBrowser(session, { card: { number: '3056930009020004' } }, 'deny');
      if (response.status === 'REFUSED') throw new Error('refused');
      const again = await fetch(response.redirectUrl, { redirect: 'manual' });
      expect(again.status).toBe(303);
      const approveLate = await fetch(response.redirectUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'decision=approve',
        redirect: 'manual',
      });
      expect(approveLate.status).toBe(303);
      expect((await getPayment(response.paymentId)).body).toMatchObject({ statusCategory: 'UNSUCCESSFUL' });

      const fresh = await h.openSession();
      const created = await fetch(fresh.createPaymentUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          sessionId: fresh.sessionId,
          amount: 0,
          currency: 'USD',
          returnUrl: RETURN_URL,
          card: {
            holder: 'A <b>',
            number: '3056930009020004',
            expiry: futureExpiry(),
            cvc: '123',
            postalCode: '1',
          },
        }),
      });
      const { redirectUrl } = (await created.json()) as { redirectUrl: string };
      const page = await fetch(redirectUrl);
      const html = await page.text();
      expect(page.headers.get('content-security-policy')).toContain(
        "form-action 'self' http://127.0.0.1:8080",
      );
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('name="viewport"');
      expect(html).toMatch(/<button type="submit" name="decision" value="approve">Approve<\/button>/);
      expect(html).toMatch(/<button type="submit" name="decision" value="deny">Deny<\/button>/);
      expect(html).toContain('ending 0004');
      expect(html).not.toMatch(/<script|https?:\/\/(?!127\.0\.0\.1)/);
    });
  });

  describe('server-to-server authentication', () => {
    it('refuses a wrong key, missing headers, a stale date and another merchant', async () => {
      const path = `/v2/${M}/payments/pay_x`;
      expect((await h.call('GET', path)).status).toBe(404);
      expect((await h.call('GET', path, undefined, { key: 'wrong-key' })).status).toBe(401);
      expect(
        (await h.call('GET', path, undefined, { date: new Date(Date.now() - 10 * 60_000) })).body,
      ).toMatchObject({ errors: [{ code: 'AUTHENTICATION_FAILED' }] });
      expect((await h.call('GET', path, undefined, { merchantId: 'someone-else' })).status).toBe(401);
      const bare = await fetch(`${h.sandbox.url}${path}`);
      expect(bare.status).toBe(401);
      const other = await startPaymentSandbox({
        port: 0,
        dataDir: `${h.dataDir}-other`,
        merchants: [
          { id: M, key: DEV_MERCHANT_KEY },
          { id: 'other', key: 'other-key' },
        ],
      });
      try {
        const signedAsOther = await fetch(`${other.url}${path}`, {
          headers: (await import('../src')).signedHeaders('other', 'other-key', 'GET', path, ''),
        });
        expect(signedAsOther.status).toBe(403);
      } finally {
        await other.close();
      }
    });

    it('refuses a body that does not match the signed digest', async () => {
      const path = `/v2/${M}/hostedsessions`;
      const signed = (await import('../src')).signedHeaders(
        M,
        DEV_MERCHANT_KEY,
        'POST',
        path,
        '{"amount":0}',
      );
      const response = await fetch(`${h.sandbox.url}${path}`, {
        method: 'POST',
        headers: { ...signed, 'content-type': 'application/json' },
        body: '{"amount":100}',
      });
      expect(response.status).toBe(401);
    });
  });

  describe('idempotency', () => {
    const body = {
      amount: 0,
      currency: 'USD',
      returnUrl: RETURN_URL,
      merchantReference: 'r',
      purpose: 'add-card',
    };

    it('answers a repeat with the first answer, and refuses the key for another request', async () => {
      const first = await h.call('POST', `/v2/${M}/hostedsessions`, body, { idempotencyKey: 'k-1' });
      const second = await h.call('POST', `/v2/${M}/hostedsessions`, body, { idempotencyKey: 'k-1' });
      expect(first.status).toBe(201);
      expect(second.status).toBe(201);
      expect(second.body.sessionId).toBe(first.body.sessionId);
      expect(second.headers.get('idempotent-replayed')).toBe('true');
      const third = await h.call('POST', `/v2/${M}/hostedsessions`, body, { idempotencyKey: 'k-2' });
      expect(third.body.sessionId).not.toBe(first.body.sessionId);
      const changed = await h.call(
        'POST',
        `/v2/${M}/hostedsessions`,
        { ...body, amount: 5 },
        { idempotencyKey: 'k-1' },
      );
      expect(changed.status).toBe(422);
    });

    it('answers 409 to a repeat while the first request is still running', async () => {
      // The first request is held for a second at the host; the repeat arrives meanwhile.
      await h.control('faults', { delayMs: 1_000, count: 1 });
      const answers = await Promise.all([
        h.call('POST', `/v2/${M}/hostedsessions`, body, { idempotencyKey: 'k-concurrent' }),
        new Promise((r) => setTimeout(r, 100)).then(() =>
          h.call('POST', `/v2/${M}/hostedsessions`, body, { idempotencyKey: 'k-concurrent' }),
        ),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      const first = answers.find((answer) => answer.status === 201);
      const after = await h.call('POST', `/v2/${M}/hostedsessions`, body, { idempotencyKey: 'k-concurrent' });
      expect(after.body.sessionId).toBe(first?.body.sessionId);
    });

    it('does not remember an injected 5xx, so a retry with the same key goes through', async () => {
      await h.control('faults', { failStatus: 503, count: 1 });
      const failed = await h.call('POST', `/v2/${M}/hostedsessions`, body, { idempotencyKey: 'k-retry' });
      expect(failed.status).toBe(503);
      const retried = await h.call('POST', `/v2/${M}/hostedsessions`, body, { idempotencyKey: 'k-retry' });
      expect(retried.status).toBe(201);
    });
  });

  describe('tokens, refunds and faults', () => {
    const completedPayment = async (amount = 0) => {
      const session = await h.openSession({ amount, purpose: amount ? 'payment' : 'add-card' });
      const { response } = await payInBrowser(session, { card: { number: '3000000000000004' } });
      if (response.status === 'REFUSED') throw new Error('refused');
      const { body } = await getPayment(response.paymentId);
      return { paymentId: response.paymentId, token: (body.card as { token: string }).token };
    };

    it('gets, uses and deletes a token', async () => {
      const { token } = await completedPayment();
      expect((await h.call('GET', `/v2/${M}/tokens/${token}`)).body).toMatchObject({
        token,
        brand: 'Diners Club',
        lastFour: '0004',
      });
      const charge = await payInBrowser(await h.openSession({ amount: 1500, purpose: 'payment' }), { token });
      if (charge.response.status === 'REFUSED') throw new Error('refused');
      expect((await getPayment(charge.response.paymentId)).body).toMatchObject({
        statusCategory: 'COMPLETED',
        amount: 1500,
        card: { lastFour: '0004' },
      });
      // A session opened for the saved card: the browser sends neither card nor token.
      const bound = await h.call('POST', `/v2/${M}/hostedsessions`, {
        amount: 900,
        currency: 'USD',
        returnUrl: RETURN_URL,
        merchantReference: 'order-9',
        purpose: 'payment',
        token,
      });
      expect(bound.status).toBe(201);
      const boundSession = {
        sessionId: String(bound.body.sessionId),
        createPaymentUrl: String(bound.body.createPaymentUrl),
        amount: 900,
        currency: 'USD',
        returnUrl: RETURN_URL,
      };
      const viaSession = await payInBrowser(boundSession, {});
      if (viaSession.response.status === 'REFUSED') throw new Error('refused');
      expect((await getPayment(viaSession.response.paymentId)).body).toMatchObject({
        statusCategory: 'COMPLETED',
        amount: 900,
        card: { lastFour: '0004' },
      });
      expect(
        (
          await h.call('POST', `/v2/${M}/hostedsessions`, {
            amount: 900,
            currency: 'USD',
            returnUrl: RETURN_URL,
            merchantReference: 'order-9',
            purpose: 'payment',
            token: 'tok_unknown',
          })
        ).status,
      ).toBe(404);
      expect((await h.call('DELETE', `/v2/${M}/tokens/${token}`)).status).toBe(200);
      expect((await h.call('GET', `/v2/${M}/tokens/${token}`)).status).toBe(404);
      expect((await h.call('DELETE', `/v2/${M}/tokens/${token}`)).status).toBe(404);
      const after = await payInBrowser(await h.openSession({ amount: 1500, purpose: 'payment' }), { token });
      expect(after.response).toMatchObject({ status: 'REFUSED', reason: 'CARD_INVALID' });
    });

    it('refunds a completed payment up to its amount', async () => {
      const { paymentId } = await completedPayment(1000);
      const refund = (amount: number, key?: string) =>
        h.call('POST', `/v2/${M}/payments/${paymentId}/refund`, { amount }, { idempotencyKey: key });
      expect((await refund(400, 'rf-1')).body).toMatchObject({ paymentId, amount: 400, status: 'REFUNDED' });
      expect((await refund(400, 'rf-1')).status).toBe(201);
      expect((await refund(700)).status).toBe(409);
      expect((await getPayment(paymentId)).body).toMatchObject({ refundedAmount: 400 });
    });

    it('injects delays and failures on the server-to-server API until the count runs out', async () => {
      await h.control('faults', { failStatus: 502, count: 2 });
      expect((await getPayment('pay_x')).status).toBe(502);
      expect((await getPayment('pay_x')).status).toBe(502);
      expect((await getPayment('pay_x')).status).toBe(404);
      await h.control('faults', { delayMs: 1_500 });
      const started = Date.now();
      expect((await getPayment('pay_x')).status).toBe(404);
      expect(Date.now() - started).toBeGreaterThanOrEqual(1_450);
      await h.control('reset');
      const quick = Date.now();
      await getPayment('pay_x');
      expect(Date.now() - quick).toBeLessThan(1_000);
    });
  });

  describe('storage', () => {
    it('keeps payments and tokens across a restart, and never stores a card number or CVC', async () => {
      const session = await h.openSession();
      const { response } = await payInBrowser(session, { card: { number: '36227206271667', cvc: '987' } });
      if (response.status === 'REFUSED') throw new Error('refused');
      const before = (await getPayment(response.paymentId)).body;
      await h.restart();
      const after = await getPayment(response.paymentId);
      expect(after.body).toEqual(before);
      const token = (before.card as { token: string }).token;
      expect((await h.call('GET', `/v2/${M}/tokens/${token}`)).status).toBe(200);
      const stored = readFileSync(h.sandbox.dataFile, 'utf8');
      expect(stored).toContain(response.paymentId);
      expect(stored).not.toContain('36227206271667');
      expect(stored).not.toMatch(/cvc/i);
    });

    it('forgets idempotency keys older than a day at start', async () => {
      const body = {
        amount: 0,
        currency: 'USD',
        returnUrl: RETURN_URL,
        merchantReference: 'r',
        purpose: 'add-card',
      };
      const first = await h.call('POST', `/v2/${M}/hostedsessions`, body, { idempotencyKey: 'k-old' });
      await h.sandbox.close();
      const data = JSON.parse(readFileSync(h.sandbox.dataFile, 'utf8'));
      for (const answer of Object.values(data.idempotency) as Array<{ createdAt: string }>) {
        answer.createdAt = new Date(Date.now() - 25 * 3600_000).toISOString();
      }
      writeFileSync(h.sandbox.dataFile, JSON.stringify(data));
      await h.restart();
      const again = await h.call('POST', `/v2/${M}/hostedsessions`, body, { idempotencyKey: 'k-old' });
      expect(again.status).toBe(201);
      expect(again.body.sessionId).not.toBe(first.body.sessionId);
    });

    it('refuses a second sandbox on the same data folder', async () => {
      await expect(startPaymentSandbox({ port: 0, dataDir: h.dataDir })).rejects.toBeInstanceOf(
        DataDirLockedError,
      );
    });
  });
});
