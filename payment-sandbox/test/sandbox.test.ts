import { readFileSync, writeFileSync } from 'node:fs';
import { sessionPaymentKey } from '@portal/shared/contracts/payments';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEV_MERCHANT_ID,
  DEV_MERCHANT_KEY,
  FRICTIONLESS_TEST_NUMBER,
  PUBLISHED_TEST_NUMBERS,
  returnMac,
  signedHeaders,
  startPaymentSandbox,
} from '../src';
import { DataDirLockedError } from '../src/store';
import { answerChallenge, futureExpiry, payInBrowser, submitCard } from '../src/testing';
import { type Harness, RETURN_URL, startHarness } from './helpers';

const M = DEV_MERCHANT_ID;

type Json = Record<string, unknown>;
const cardOutput = (payment: Json) =>
  (payment.paymentOutput as { cardPaymentMethodSpecificOutput: { token: string; card: Json } })
    .cardPaymentMethodSpecificOutput;

/** A card posted on the card page whose 3-D Secure challenge nobody answers: its payment id. */
const paymentLeftAtChallenge = async (harness: Harness): Promise<string> => {
  const session = await harness.openSession();
  const created = await fetch(session.createPaymentUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      sessionId: session.sessionId,
      amount: 0,
      currency: 'USD',
      returnUrl: RETURN_URL,
      card: { holder: 'A B', number: '38000000000006', expiry: futureExpiry(), cvc: '123', postalCode: '1' },
    }),
  });
  return ((await created.json()) as { paymentId: string }).paymentId;
};

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

  describe('outcomes by test card (the portal card page)', () => {
    it.each(PUBLISHED_TEST_NUMBERS)(
      '%s: challenge approved → CAPTURED / COMPLETED with a token',
      async (number) => {
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
        const [mm, yy] = futureExpiry().split('/');
        expect(body).toMatchObject({
          id: response.paymentId,
          status: 'CAPTURED',
          statusOutput: {
            statusCategory: 'COMPLETED',
            statusCode: 9,
            isAuthorized: true,
            isRefundable: false,
          },
          paymentOutput: {
            amountOfMoney: { amount: 0, currencyCode: 'USD' },
            references: { merchantReference: session.sessionId },
            paymentMethod: 'card',
            cardPaymentMethodSpecificOutput: {
              paymentProductId: 132,
              token: expect.stringMatching(/^[0-9a-f-]{36}$/),
              card: {
                cardNumber: `************${number.slice(-4)}`,
                expiryDate: `${mm}${yy}`,
                bin: number.slice(0, 6),
              },
              paymentAccountReference: expect.stringMatching(/^[0-9a-f]{64}$/),
              threeDSecureResults: { flow: 'challenge', authenticationStatus: 'Y' },
            },
          },
        });
      },
    );

    it('challenge denied → REJECTED / UNSUCCESSFUL with AUTHENTICATION_FAILED', async () => {
      const session = await h.openSession();
      const { response, returnUrl } = await payInBrowser(
        session,
        { card: { number: '36227206271667' } },
        'deny',
      );
      if (response.status === 'REFUSED') throw new Error('refused');
      expect(returnUrl?.searchParams.get('paymentId')).toBe(response.paymentId);
      expect((await getPayment(response.paymentId)).body).toMatchObject({
        status: 'REJECTED',
        statusOutput: {
          statusCategory: 'UNSUCCESSFUL',
          statusCode: 2,
          errors: [{ id: 'AUTHENTICATION_FAILED', httpStatusCode: 402 }],
        },
      });
    });

    it('CVC 000 → declined by the issuer after an approved challenge', async () => {
      const session = await h.openSession({ amount: 2500 });
      const { response } = await payInBrowser(session, { card: { number: '38520000023237', cvc: '000' } });
      if (response.status === 'REFUSED') throw new Error('refused');
      expect((await getPayment(response.paymentId)).body).toMatchObject({
        paymentOutput: { amountOfMoney: { amount: 2500 } },
        statusOutput: { statusCategory: 'UNSUCCESSFUL', errors: [{ id: 'DECLINED' }] },
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
      expect((await getPayment(response.paymentId)).body).toMatchObject({
        statusOutput: { statusCategory: 'COMPLETED' },
        paymentOutput: { cardPaymentMethodSpecificOutput: { threeDSecureResults: { flow: 'frictionless' } } },
      });
    });

    it('a payment whose challenge is not answered stays REDIRECTED / PENDING_PAYMENT', async () => {
      const paymentId = await paymentLeftAtChallenge(h);
      expect((await getPayment(paymentId)).body).toMatchObject({
        status: 'REDIRECTED',
        statusOutput: { statusCategory: 'PENDING_PAYMENT', statusCode: 46 },
      });
    });

    it('a challenge nobody answers fails once its time is up: REJECTED / AUTHENTICATION_FAILED, and its page sends the browser back', async () => {
      // Three seconds: long enough to read it pending first on a busy machine.
      const quick = await startHarness({ challengeMinutes: 0.05 });
      try {
        const paymentId = await paymentLeftAtChallenge(quick);
        const read = () => quick.call('GET', `/v2/${M}/payments/${paymentId}`);
        expect((await read()).body).toMatchObject({ statusOutput: { statusCategory: 'PENDING_PAYMENT' } });
        await new Promise((resolve) => setTimeout(resolve, 3_100));
        const expired = (await read()).body;
        expect(expired).toMatchObject({
          status: 'REJECTED',
          statusOutput: { statusCategory: 'UNSUCCESSFUL', errors: [{ id: 'AUTHENTICATION_FAILED' }] },
        });
        const page = await fetch(`${quick.sandbox.url}/3ds/challenge/${paymentId}`, { redirect: 'manual' });
        expect(page.status).toBe(303);
        expect(page.headers.get('location')).toContain(RETURN_URL);
      } finally {
        await quick.close();
      }
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

  describe('sessions (hosted tokenizations)', () => {
    it('refuses an unknown session, a foreign return URL, a bad currency and a second use', async () => {
      const session = await h.openSession();
      const card = { number: '36227206271667' };
      expect(
        (await payInBrowser({ ...session, sessionId: 'ffffffffffffffffffffffffffffffff' }, { card }))
          .response,
      ).toMatchObject({ status: 'REFUSED', reason: 'SESSION_INVALID' });
      expect(
        (await payInBrowser({ ...session, returnUrl: 'https://evil.example/' }, { card })).response,
      ).toMatchObject({ reason: 'SESSION_INVALID' });
      expect((await payInBrowser({ ...session, currency: 'usd' }, { card })).response).toMatchObject({
        reason: 'SESSION_INVALID',
      });
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
      expect((await getPayment(response.paymentId)).body).toMatchObject({
        statusOutput: { statusCategory: 'UNSUCCESSFUL' },
      });

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

    it('tokenizes on the hosted tokenization page for a person (form) and for a script (JSON)', async () => {
      const created = await h.call('POST', `/v2/${M}/hostedtokenizations`, { locale: 'en_US' });
      expect(created.status).toBe(200);
      const id = String(created.body.hostedTokenizationId);
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      expect(created.body).toMatchObject({
        hostedTokenizationUrl: `${h.sandbox.url}/hostedtokenization/${id}`,
        invalidTokens: [],
      });
      const page = await fetch(String(created.body.hostedTokenizationUrl));
      const html = await page.text();
      expect(html).toMatch(/<label for="number">Card number<\/label>/);
      // Its one script is its own (taking the submit over when Worldline's tokenizer frames it).
      expect(html.match(/<script[^>]*>/g)).toEqual([
        '<script src="/hostedtokenization/js/client/card-frame.js" defer>',
      ]);
      expect(html).not.toMatch(/https?:\/\//);
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(page.headers.get('content-security-policy')).toContain(
        "frame-ancestors 'self' http://127.0.0.1:* http://localhost:*",
      );
      expect((await h.call('GET', `/v2/${M}/hostedtokenizations/${id}`)).body).toMatchObject({
        errors: [{ id: 'HOSTED_TOKENIZATION_NOT_COMPLETED' }],
      });
      const form = await fetch(String(created.body.hostedTokenizationUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          holder: 'A B',
          number: '38520000023237',
          expiry: futureExpiry(),
          cvc: '123',
        }).toString(),
      });
      expect(await form.text()).toContain('Card saved');
      const read = await h.call('GET', `/v2/${M}/hostedtokenizations/${id}`);
      expect(read.body).toMatchObject({
        tokenStatus: 'CREATED',
        token: {
          paymentProductId: 132,
          card: { data: { cardWithoutCvv: { cardNumber: '************3237' } } },
        },
      });
      const script = await h.call('POST', `/v2/${M}/hostedtokenizations`, {});
      const scripted = await submitCard(String(script.body.hostedTokenizationUrl), {
        number: '36227206271667',
      });
      expect(scripted).toEqual({ success: true, hostedTokenizationId: script.body.hostedTokenizationId });
    });
  });

  describe('server API authentication (GCS v1HMAC)', () => {
    it('refuses a wrong key, missing headers, a stale date and an unknown key id', async () => {
      const path = `/v2/${M}/payments/123_0`;
      expect((await h.call('GET', path)).status).toBe(404);
      expect((await h.call('GET', path, undefined, { key: 'wrong-key' })).status).toBe(401);
      expect(
        (await h.call('GET', path, undefined, { date: new Date(Date.now() - 10 * 60_000) })).body,
      ).toMatchObject({ errors: [{ id: 'MISSING_OR_INVALID_AUTHORIZATION', httpStatusCode: 401 }] });
      expect((await h.call('GET', path, undefined, { apiKeyId: 'someone-else' })).status).toBe(401);
      expect((await fetch(`${h.sandbox.url}${path}`)).status).toBe(401);
    });

    it('refuses another merchant’s key on this merchant’s paths', async () => {
      const path = `/v2/${M}/payments/123_0`;
      const other = await startPaymentSandbox({
        port: 0,
        dataDir: `${h.dataDir}-other`,
        merchants: [
          { id: M, key: DEV_MERCHANT_KEY },
          { id: 'other', apiKeyId: 'other-key-id', key: 'other-key' },
        ],
      });
      try {
        const signedAsOther = await fetch(`${other.url}${path}`, {
          headers: signedHeaders({ apiKeyId: 'other-key-id', secret: 'other-key' }, 'GET', path),
        });
        expect(signedAsOther.status).toBe(403);
        const own = await fetch(`${other.url}/v2/other/payments/123_0`, {
          headers: signedHeaders(
            { apiKeyId: 'other-key-id', secret: 'other-key' },
            'GET',
            '/v2/other/payments/123_0',
          ),
        });
        expect(own.status).toBe(404);
      } finally {
        await other.close();
      }
    });

    it('signs the X-GCS headers: changing the idempotence key after signing is refused', async () => {
      const path = `/v2/${M}/hostedtokenizations`;
      const signed = signedHeaders({ apiKeyId: M, secret: DEV_MERCHANT_KEY }, 'POST', path, {
        gcsHeaders: { 'X-GCS-Idempotence-Key': 'k-signed' },
      });
      const tampered = await fetch(`${h.sandbox.url}${path}`, {
        method: 'POST',
        headers: { ...signed, 'x-gcs-idempotence-key': 'k-other' },
        body: '{}',
      });
      expect(tampered.status).toBe(401);
      const genuine = await fetch(`${h.sandbox.url}${path}`, { method: 'POST', headers: signed, body: '{}' });
      expect(genuine.status).toBe(200);
    });
  });

  describe('idempotence (X-GCS-Idempotence-Key)', () => {
    it('answers a repeat with the first answer and X-GCS-Idempotence-Request-Timestamp', async () => {
      const path = `/v2/${M}/hostedtokenizations`;
      const before = Date.now();
      const first = await h.call('POST', path, {}, { idempotencyKey: 'k-1' });
      const second = await h.call('POST', path, {}, { idempotencyKey: 'k-1' });
      expect(first.status).toBe(200);
      expect(first.headers.get('x-gcs-idempotence-request-timestamp')).toBeNull();
      expect(second.body).toEqual(first.body);
      expect(Number(second.headers.get('x-gcs-idempotence-request-timestamp'))).toBeGreaterThanOrEqual(
        before,
      );
      const third = await h.call('POST', path, {}, { idempotencyKey: 'k-2' });
      expect(third.body.hostedTokenizationId).not.toBe(first.body.hostedTokenizationId);
      expect((await h.call('POST', path, {}, { idempotencyKey: 'k'.repeat(41) })).status).toBe(400);
    });

    it('answers 409 to a repeat while the first request is still running', async () => {
      const path = `/v2/${M}/hostedtokenizations`;
      await h.control('faults', { delayMs: 1_000, count: 1 });
      const answers = await Promise.all([
        h.call('POST', path, {}, { idempotencyKey: 'k-concurrent' }),
        new Promise((r) => setTimeout(r, 100)).then(() =>
          h.call('POST', path, {}, { idempotencyKey: 'k-concurrent' }),
        ),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({
        errors: [{ id: 'DUPLICATE_REQUEST_IN_PROGRESS', httpStatusCode: 409 }],
      });
      const first = answers.find((answer) => answer.status === 200);
      const after = await h.call('POST', path, {}, { idempotencyKey: 'k-concurrent' });
      expect(after.body.hostedTokenizationId).toBe(first?.body.hostedTokenizationId);
    });

    it("answers the merchant's createPayment for a session, repeated with its key, with the page's payment", async () => {
      const session = await h.openSession({ amount: 2600 });
      const key = sessionPaymentKey(session.sessionId);
      const repeat = () =>
        h.call(
          'POST',
          `/v2/${M}/payments`,
          {
            hostedTokenizationId: session.sessionId,
            order: {
              amountOfMoney: { amount: 2600, currencyCode: 'USD' },
              references: { merchantReference: session.sessionId },
            },
            cardPaymentMethodSpecificInput: { threeDSecure: { redirectionData: { returnUrl: RETURN_URL } } },
          },
          { idempotencyKey: key },
        );
      const { response } = await payInBrowser(
        { ...session, amount: 2600 },
        { card: { number: '3000000000000004' } },
      );
      if (response.status === 'REFUSED') throw new Error('refused');
      const found = await repeat();
      expect(found.status).toBe(201);
      expect(found.body).toMatchObject({ payment: { id: response.paymentId, status: 'REDIRECTED' } });
      expect(Number(found.headers.get('x-gcs-idempotence-request-timestamp'))).toBeGreaterThan(0);
      // Asked again: the same payment, never a second one.
      expect((await repeat()).body).toMatchObject({ payment: { id: response.paymentId } });
      const payments = JSON.parse(readFileSync(h.sandbox.dataFile, 'utf8')).payments as Json;
      expect(Object.keys(payments)).toEqual([response.paymentId]);

      // The merchant asking first (no card yet) closes the session: the page refuses it afterwards.
      const unused = await h.openSession({ amount: 2600 });
      const early = await h.call(
        'POST',
        `/v2/${M}/payments`,
        {
          hostedTokenizationId: unused.sessionId,
          order: { amountOfMoney: { amount: 2600, currencyCode: 'USD' } },
        },
        { idempotencyKey: sessionPaymentKey(unused.sessionId) },
      );
      expect(early.body).toMatchObject({ errors: [{ id: 'HOSTED_TOKENIZATION_NOT_COMPLETED' }] });
      const late = await payInBrowser({ ...unused, amount: 2600 }, { card: { number: '3000000000000004' } });
      expect(late.response).toMatchObject({ status: 'REFUSED', reason: 'SESSION_INVALID' });
    });

    it('does not remember an injected 5xx, so a retry with the same key goes through', async () => {
      await h.control('faults', { failStatus: 503, count: 1 });
      const path = `/v2/${M}/hostedtokenizations`;
      const failed = await h.call('POST', path, {}, { idempotencyKey: 'k-retry' });
      expect(failed.status).toBe(503);
      expect(failed.body).toMatchObject({ errorId: expect.any(String), errors: [{ id: 'INJECTED_FAULT' }] });
      expect((await h.call('POST', path, {}, { idempotencyKey: 'k-retry' })).status).toBe(200);
    });
  });

  describe('payments with a token, tokens, refunds and faults', () => {
    const tokenOf = async (number = '3000000000000004') => {
      const session = await h.openSession();
      const { response } = await payInBrowser(session, { card: { number } });
      if (response.status === 'REFUSED') throw new Error('refused');
      const { body } = await getPayment(response.paymentId);
      return { paymentId: response.paymentId, token: cardOutput(body).token };
    };
    const createPayment = (body: unknown, idempotencyKey?: string) =>
      h.call('POST', `/v2/${M}/payments`, body, idempotencyKey ? { idempotencyKey } : {});

    it('creates a payment with a token: 3-D Secure redirect with RETURNMAC, or frictionless', async () => {
      const { token } = await tokenOf();
      const created = await createPayment({
        order: {
          amountOfMoney: { amount: 1500, currencyCode: 'USD' },
          references: { merchantReference: 'order-1' },
        },
        cardPaymentMethodSpecificInput: {
          token,
          threeDSecure: { redirectionData: { returnUrl: RETURN_URL } },
        },
      });
      expect(created.status).toBe(201);
      const payment = created.body.payment as Json;
      const paymentId = String(payment.id);
      expect(created.body).toMatchObject({
        creationOutput: { token },
        merchantAction: {
          actionType: 'REDIRECT',
          redirectData: {
            redirectURL: `${h.sandbox.url}/3ds/challenge/${paymentId}`,
            RETURNMAC: returnMac(DEV_MERCHANT_KEY, paymentId),
          },
        },
        payment: { status: 'REDIRECTED', paymentOutput: { references: { merchantReference: 'order-1' } } },
      });
      const back = await answerChallenge(`${h.sandbox.url}/3ds/challenge/${paymentId}`, 'approve');
      expect(back.searchParams.get('paymentId')).toBe(paymentId);
      expect((await getPayment(paymentId)).body).toMatchObject({ status: 'CAPTURED' });

      const missingReturn = await createPayment({
        order: { amountOfMoney: { amount: 1500, currencyCode: 'USD' } },
        cardPaymentMethodSpecificInput: { token },
      });
      expect(missingReturn.status).toBe(400);
      expect(missingReturn.body).toMatchObject({
        errors: [{ propertyName: 'cardPaymentMethodSpecificInput.threeDSecure.redirectionData.returnUrl' }],
      });

      const frictionless = await tokenOf(FRICTIONLESS_TEST_NUMBER);
      const paid = await createPayment({
        order: { amountOfMoney: { amount: 700, currencyCode: 'USD' } },
        cardPaymentMethodSpecificInput: { token: frictionless.token },
      });
      expect(paid.status).toBe(201);
      expect(paid.body.merchantAction).toBeUndefined();
      expect(paid.body.payment).toMatchObject({
        status: 'CAPTURED',
        statusOutput: { statusCategory: 'COMPLETED' },
      });
      expect(
        (await createPayment({ order: { amountOfMoney: { amount: 1, currencyCode: 'USD' } } })).status,
      ).toBe(400);
    });

    it('gets, uses and deletes a token; a session offering it needs no card from the browser', async () => {
      const { token } = await tokenOf();
      expect((await h.call('GET', `/v2/${M}/tokens/${token}`)).body).toMatchObject({
        id: token,
        paymentProductId: 132,
        card: {
          data: {
            cardWithoutCvv: { cardNumber: '************0004', expiryDate: futureExpiry().replace('/', '') },
          },
        },
      });
      const charge = await payInBrowser(await h.openSession({ amount: 1500 }), { token });
      if (charge.response.status === 'REFUSED') throw new Error('refused');
      expect((await getPayment(charge.response.paymentId)).body).toMatchObject({
        statusOutput: { statusCategory: 'COMPLETED' },
        paymentOutput: { amountOfMoney: { amount: 1500 } },
      });
      const viaSession = await payInBrowser(await h.openSession({ amount: 900, token }), {});
      if (viaSession.response.status === 'REFUSED') throw new Error('refused');
      expect((await getPayment(viaSession.response.paymentId)).body).toMatchObject({
        paymentOutput: { amountOfMoney: { amount: 900 }, cardPaymentMethodSpecificOutput: { token } },
      });
      const unknown = await h.call('POST', `/v2/${M}/hostedtokenizations`, { tokens: 'tok_unknown' });
      expect(unknown.body).toMatchObject({ invalidTokens: ['tok_unknown'] });
      const deleted = await h.call('DELETE', `/v2/${M}/tokens/${token}`);
      expect(deleted.status).toBe(204);
      expect((await h.call('GET', `/v2/${M}/tokens/${token}`)).status).toBe(404);
      expect((await h.call('DELETE', `/v2/${M}/tokens/${token}`)).status).toBe(404);
      const after = await payInBrowser(await h.openSession({ amount: 1500 }), { token });
      expect(after.response).toMatchObject({ status: 'REFUSED', reason: 'CARD_INVALID' });
    });

    it('refunds a captured payment up to its amount, the same key once', async () => {
      const session = await h.openSession({ amount: 1000 });
      const { response } = await payInBrowser(session, { card: { number: FRICTIONLESS_TEST_NUMBER } });
      if (response.status === 'REFUSED') throw new Error('refused');
      const paymentId = response.paymentId;
      const refund = (amount: number, key?: string) =>
        h.call(
          'POST',
          `/v2/${M}/payments/${paymentId}/refund`,
          { amountOfMoney: { amount, currencyCode: 'USD' } },
          key ? { idempotencyKey: key } : {},
        );
      const first = await refund(400, 'rf-1');
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({
        id: paymentId.replace(/_0$/, '_1'),
        status: 'REFUNDED',
        refundOutput: { amountOfMoney: { amount: 400, currencyCode: 'USD' } },
      });
      expect((await refund(400, 'rf-1')).body).toEqual(first.body);
      expect((await refund(700)).status).toBe(400);
      expect((await getPayment(paymentId)).body).toMatchObject({
        status: 'CAPTURED',
        statusOutput: { isRefundable: true },
      });
      expect((await refund(600)).status).toBe(201);
      expect((await getPayment(paymentId)).body).toMatchObject({
        status: 'REFUNDED',
        statusOutput: { statusCategory: 'REFUNDED', isRefundable: false },
      });
    });

    it('injects delays and failures on the server API until the count runs out', async () => {
      await h.control('faults', { failStatus: 502, count: 2 });
      expect((await getPayment('123_0')).status).toBe(502);
      expect((await getPayment('123_0')).status).toBe(502);
      expect((await getPayment('123_0')).status).toBe(404);
      await h.control('faults', { delayMs: 1_500 });
      const started = Date.now();
      expect((await getPayment('123_0')).status).toBe(404);
      expect(Date.now() - started).toBeGreaterThanOrEqual(1_450);
      await h.control('reset');
      const quick = Date.now();
      await getPayment('123_0');
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
      const token = cardOutput(before).token;
      expect((await h.call('GET', `/v2/${M}/tokens/${token}`)).status).toBe(200);
      const stored = readFileSync(h.sandbox.dataFile, 'utf8');
      expect(stored).toContain(response.paymentId);
      expect(stored).not.toContain('36227206271667');
      expect(stored).not.toMatch(/cvc/i);
    });

    it('forgets idempotence keys older than a day at start', async () => {
      const path = `/v2/${M}/hostedtokenizations`;
      const first = await h.call('POST', path, {}, { idempotencyKey: 'k-old' });
      await h.sandbox.close();
      const data = JSON.parse(readFileSync(h.sandbox.dataFile, 'utf8'));
      for (const answer of Object.values(data.idempotency) as Array<{ createdAt: string }>) {
        answer.createdAt = new Date(Date.now() - 25 * 3600_000).toISOString();
      }
      writeFileSync(h.sandbox.dataFile, JSON.stringify(data));
      await h.restart();
      const again = await h.call('POST', path, {}, { idempotencyKey: 'k-old' });
      expect(again.status).toBe(200);
      expect(again.body.hostedTokenizationId).not.toBe(first.body.hostedTokenizationId);
    });

    it('starts afresh on a data file of the former protocol, keeping its fingerprint secret', async () => {
      await h.sandbox.close();
      writeFileSync(
        h.sandbox.dataFile,
        JSON.stringify({ version: 1, fingerprintSecret: 'kept', sessions: {} }),
      );
      await h.restart();
      const stored = JSON.parse(readFileSync(h.sandbox.dataFile, 'utf8')) as {
        version: number;
        fingerprintSecret: string;
      };
      expect(stored).toMatchObject({ version: 2, fingerprintSecret: 'kept' });
    });

    it('refuses a second sandbox on the same data folder', async () => {
      await expect(startPaymentSandbox({ port: 0, dataDir: h.dataDir })).rejects.toBeInstanceOf(
        DataDirLockedError,
      );
    });
  });
});
