import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { init, type PaymentContext } from 'onlinepayments-sdk-nodejs';
import {
  DECLINE_CVC,
  DEV_MERCHANT_ID,
  DEV_MERCHANT_KEY,
  FRICTIONLESS_TEST_NUMBER,
  type PaymentSandbox,
  returnMac,
  startPaymentSandbox,
} from 'payment-sandbox';
import { answerChallenge, submitCard, type TestCard } from 'payment-sandbox/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createWorldlineHost,
  idempotenceKey,
  PaymentHostRequestError,
  PaymentHostUnavailableError,
  type WorldlineHost,
} from '../../src/providers/payment-host';

const RETURN_URL = 'http://127.0.0.1:4999/';
const CHALLENGE_CARD = '3000000000000004';
const TIMEOUT_MS = 1_500;

/**
 * The portal's Worldline adapter and Worldline's own SDK, against the sandbox as Worldline Direct:
 * every request below is built, signed (GCS v1HMAC) and parsed by `onlinepayments-sdk-nodejs`.
 */
describe('Worldline Direct through onlinepayments-sdk-nodejs, against the sandbox', () => {
  let sandbox: PaymentSandbox;
  let dataDir: string;
  let host: WorldlineHost;
  let sdk: ReturnType<typeof init>;
  let counter = 0;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'api-worldline-sdk-'));
    sandbox = await startPaymentSandbox({ port: 0, dataDir });
    const { hostname, port } = new URL(sandbox.url);
    host = createWorldlineHost({
      endpoint: sandbox.url,
      merchantId: DEV_MERCHANT_ID,
      apiKeyId: DEV_MERCHANT_ID,
      apiSecret: DEV_MERCHANT_KEY,
      timeoutMs: TIMEOUT_MS,
    });
    sdk = init({
      host: hostname,
      scheme: 'http',
      port: Number(port),
      apiKeyId: DEV_MERCHANT_ID,
      secretApiKey: DEV_MERCHANT_KEY,
      integrator: 'portal tests',
    });
  });
  afterAll(async () => {
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  afterEach(() => faults({}));

  const faults = async (body: { delayMs?: number; failStatus?: number; count?: number }) => {
    const answer = await fetch(`${sandbox.url}/_control/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-control-key': sandbox.controlKey },
      body: JSON.stringify(body),
    });
    expect(answer.status).toBe(200);
  };
  const key = (label: string) => {
    counter += 1;
    return `${label}-${counter}-${Date.now()}`;
  };
  const hostData = () =>
    JSON.parse(readFileSync(sandbox.dataFile, 'utf8')) as { refunds: Record<string, { paymentId: string }> };

  /** Hosted tokenization: the merchant opens it, the card goes to the host's page, the merchant reads the token. */
  const tokenize = async (card: TestCard) => {
    const created = await sdk.hostedTokenization.createHostedTokenization(DEV_MERCHANT_ID, {
      locale: 'en_US',
    });
    if (!created.isSuccess) throw new Error(`createHostedTokenization: ${created.status}`);
    const { hostedTokenizationId, hostedTokenizationUrl } = created.body;
    if (!hostedTokenizationId || !hostedTokenizationUrl) throw new Error('no hosted tokenization');
    const submitted = await submitCard(hostedTokenizationUrl, card);
    expect(submitted).toEqual({ success: true, hostedTokenizationId });
    const token = await host.tokenOfSession(hostedTokenizationId);
    if (!token) throw new Error('no token');
    return { hostedTokenizationId, token };
  };

  const pay = async (token: string, amount = 4_550, idempotency = key('pay')) =>
    host.payWithToken(
      { token, amount, currency: 'USD', returnUrl: RETURN_URL, merchantReference: 'T-1' },
      idempotency,
    );

  it('tokenizes a card on the hosted tokenization page and reads it back', async () => {
    const { hostedTokenizationId, token } = await tokenize({
      number: '3056 9300 0902 0004',
      holder: 'Alex Moreno',
    });
    const read = await sdk.hostedTokenization.getHostedTokenization(DEV_MERCHANT_ID, hostedTokenizationId);
    expect(read.isSuccess).toBe(true);
    expect(read.body).toMatchObject({
      token: {
        id: token,
        paymentProductId: 132,
        card: { data: { cardWithoutCvv: { cardNumber: '************0004', cardholderName: 'Alex Moreno' } } },
      },
    });
    // The number never comes back, whole or in part beyond the last four.
    expect(JSON.stringify(read.body)).not.toContain('30569300');
    await expect(host.getToken(token)).resolves.toMatchObject({
      token,
      lastFour: '0004',
      brand: 'Diners Club',
    });
    const refused = await submitCard(`${sandbox.url}/hostedtokenization/${hostedTokenizationId}`, {
      number: '4111111111111111',
    });
    expect(refused.success).toBe(false);
    expect(refused.error).toMatch(/Only Diners Club cards are accepted; this is a Visa card/);
  });

  it('pays frictionless with a token: completed at once, no redirect', async () => {
    const { token } = await tokenize({ number: FRICTIONLESS_TEST_NUMBER });
    const paid = await pay(token);
    expect(paid).toMatchObject({ statusCategory: 'COMPLETED', redirectUrl: null, returnMac: null });
    const payment = await host.getPayment(paid.paymentId);
    expect(payment).toMatchObject({
      id: paid.paymentId,
      amount: 4_550,
      currency: 'USD',
      statusCategory: 'COMPLETED',
      statusReason: null,
      card: { token, lastFour: '3344', brand: 'Diners Club' },
    });
    expect(payment?.card.fingerprint).toMatch(/^[0-9a-f]{64}$/);
  });

  it('pays with 3-D Secure: redirect, Approve, back with the RETURNMAC as mac, completed', async () => {
    const { token } = await tokenize({ number: CHALLENGE_CARD });
    const paid = await pay(token);
    expect(paid.statusCategory).toBe('PENDING');
    expect(paid.redirectUrl).toBe(`${sandbox.url}/3ds/challenge/${paid.paymentId}`);
    expect((await host.getPayment(paid.paymentId))?.statusCategory).toBe('PENDING');
    const back = await answerChallenge(paid.redirectUrl ?? '', 'approve');
    expect(`${back.origin}${back.pathname}`).toBe(RETURN_URL);
    expect(back.searchParams.get('paymentId')).toBe(paid.paymentId);
    const mac = back.searchParams.get('mac') ?? '';
    expect(mac).toBe(paid.returnMac);
    expect(host.verifyReturnMac(paid.paymentId, mac)).toBe(true);
    expect(host.verifyReturnMac(paid.paymentId, returnMac('another secret', paid.paymentId))).toBe(false);
    expect(await host.getPayment(paid.paymentId)).toMatchObject({
      statusCategory: 'COMPLETED',
      statusReason: null,
    });
  });

  it('fails the payment when the cardholder denies 3-D Secure', async () => {
    const { token } = await tokenize({ number: CHALLENGE_CARD });
    const paid = await pay(token);
    await answerChallenge(paid.redirectUrl ?? '', 'deny');
    const payment = await host.getPayment(paid.paymentId);
    expect(payment).toMatchObject({ statusCategory: 'UNSUCCESSFUL', statusReason: 'AUTHENTICATION_FAILED' });
    const raw = await sdk.payments.getPayment(DEV_MERCHANT_ID, paid.paymentId);
    expect(raw.body).toMatchObject({
      status: 'REJECTED',
      statusOutput: { statusCategory: 'UNSUCCESSFUL', statusCode: 2 },
    });
  });

  it('declines: at once for a frictionless card (402 with the payment), after Approve for a challenged one', async () => {
    const frictionless = await tokenize({ number: FRICTIONLESS_TEST_NUMBER, cvc: DECLINE_CVC });
    const answer = await sdk.payments.createPayment(DEV_MERCHANT_ID, {
      order: { amountOfMoney: { amount: 1_000, currencyCode: 'USD' } },
      cardPaymentMethodSpecificInput: { token: frictionless.token, authorizationMode: 'SALE' },
    });
    expect(answer.status).toBe(402);
    expect(answer.body).toMatchObject({
      errors: [{ id: 'DECLINED', httpStatusCode: 402 }],
      paymentResult: { payment: { status: 'REJECTED', statusOutput: { statusCategory: 'UNSUCCESSFUL' } } },
    });
    const challenged = await tokenize({ number: CHALLENGE_CARD, cvc: DECLINE_CVC });
    const paid = await pay(challenged.token);
    await answerChallenge(paid.redirectUrl ?? '', 'approve');
    expect(await host.getPayment(paid.paymentId)).toMatchObject({
      statusCategory: 'UNSUCCESSFUL',
      statusReason: 'DECLINED',
    });
    // The decline belonged to the CVC typed once: the saved token pays afterwards.
    const again = await pay(frictionless.token);
    expect(again.statusCategory).toBe('COMPLETED');
  });

  it('gets a payment; an unknown or malformed id is null, an unknown token refused', async () => {
    const { token } = await tokenize({ number: FRICTIONLESS_TEST_NUMBER });
    const paid = await pay(token, 2_000);
    expect((await host.getPayment(paid.paymentId))?.amount).toBe(2_000);
    await expect(host.getPayment('123456789012345_0')).resolves.toBeNull();
    await expect(host.getPayment('../tokens/x')).resolves.toBeNull();
    const unknown = await sdk.payments.getPayment(DEV_MERCHANT_ID, '123456789012345_0');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      errorId: expect.any(String),
      errors: [{ id: 'UNKNOWN_PAYMENT_ID', httpStatusCode: 404, code: expect.any(String) }],
    });
    await expect(pay('00000000-0000-4000-8000-000000000000')).rejects.toBeInstanceOf(PaymentHostRequestError);
  });

  it('refunds, and a retried refund (same key, the first answer lost) refunds once', async () => {
    const { token } = await tokenize({ number: FRICTIONLESS_TEST_NUMBER });
    const paid = await pay(token, 4_550);
    const refundKey = key('refund');
    // The host is slower than the API waits: the first attempt times out but is carried out.
    await faults({ delayMs: TIMEOUT_MS + 700, count: 1 });
    await expect(host.refund(paid.paymentId, 1_000, refundKey, 'USD')).rejects.toBeInstanceOf(
      PaymentHostUnavailableError,
    );
    // A retry while the first is still running: 409 at the host, unavailable for the API.
    await expect(host.refund(paid.paymentId, 1_000, refundKey, 'USD')).rejects.toBeInstanceOf(
      PaymentHostUnavailableError,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const retried = await host.refund(paid.paymentId, 1_000, refundKey, 'USD');
    const again = await host.refund(paid.paymentId, 1_000, refundKey);
    expect(again).toEqual(retried);
    expect(retried).toEqual({ id: expect.stringMatching(/_1$/), paymentId: paid.paymentId, amount: 1_000 });
    expect(
      Object.values(hostData().refunds).filter((refund) => refund.paymentId === paid.paymentId),
    ).toHaveLength(1);
    // What is left is refundable once more, and not a cent beyond.
    await expect(host.refund(paid.paymentId, 3_551, key('refund'))).rejects.toBeInstanceOf(
      PaymentHostRequestError,
    );
    const rest = await host.refund(paid.paymentId, 3_550, key('refund'));
    expect(rest.id).toMatch(/_2$/);
    expect(await host.getPayment(paid.paymentId)).toMatchObject({
      statusCategory: 'COMPLETED',
      refundedAmount: 4_550,
    });
  });

  it('answers a repeated idempotence key with the first answer and its request timestamp', async () => {
    const { token } = await tokenize({ number: FRICTIONLESS_TEST_NUMBER });
    const idempotency = key('repeat');
    const body = {
      order: { amountOfMoney: { amount: 3_000, currencyCode: 'USD' } },
      cardPaymentMethodSpecificInput: { token, authorizationMode: 'SALE' },
    };
    const first: PaymentContext = { idempotence: { key: idempotency } };
    const second: PaymentContext = { idempotence: { key: idempotency } };
    const one = await sdk.payments.createPayment(DEV_MERCHANT_ID, body, first);
    const two = await sdk.payments.createPayment(DEV_MERCHANT_ID, body, second);
    expect(one.status).toBe(201);
    expect(two.status).toBe(201);
    expect(two.body).toEqual(one.body);
    expect(first.idempotence?.requestTimestamp).toBeUndefined();
    expect(Number(second.idempotence?.requestTimestamp)).toBeGreaterThan(Date.now() - 60_000);
    // Through the adapter too: the same key pays once.
    const a = await pay(token, 1_234, idempotency.replace('repeat', 'adapter'));
    const b = await pay(token, 1_234, idempotency.replace('repeat', 'adapter'));
    expect(b.paymentId).toBe(a.paymentId);
  });

  it('answers a concurrent repeat with 409 while the first request runs', async () => {
    const { token } = await tokenize({ number: FRICTIONLESS_TEST_NUMBER });
    const idempotency = key('concurrent');
    const body = {
      order: { amountOfMoney: { amount: 3_000, currencyCode: 'USD' } },
      cardPaymentMethodSpecificInput: { token },
    };
    await faults({ delayMs: 600, count: 1 });
    const first = sdk.payments.createPayment(DEV_MERCHANT_ID, body, { idempotence: { key: idempotency } });
    await new Promise((resolve) => setTimeout(resolve, 150));
    const second = await sdk.payments.createPayment(DEV_MERCHANT_ID, body, {
      idempotence: { key: idempotency },
    });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      errors: [{ id: 'DUPLICATE_REQUEST_IN_PROGRESS', httpStatusCode: 409 }],
    });
    const done = await first;
    expect(done.status).toBe(201);
    const third = await sdk.payments.createPayment(DEV_MERCHANT_ID, body, {
      idempotence: { key: idempotency },
    });
    expect(third.body).toEqual(done.body);
  });

  it('refuses requests the SDK did not sign with the merchant key', async () => {
    const { hostname, port } = new URL(sandbox.url);
    const forger = init({
      host: hostname,
      scheme: 'http',
      port: Number(port),
      apiKeyId: DEV_MERCHANT_ID,
      secretApiKey: 'not the secret',
      integrator: 'portal tests',
    });
    const answer = await forger.payments.getPayment(DEV_MERCHANT_ID, '123456789012345_0');
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ errors: [{ id: 'MISSING_OR_INVALID_AUTHORIZATION' }] });
    const otherMerchant = await sdk.payments.getPayment('someone-else', '123456789012345_0');
    expect(otherMerchant.status).toBe(403);
  });

  it('survives a call that fails after the API stopped waiting for it (no unhandled rejection)', async () => {
    const unhandled: unknown[] = [];
    const listener = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', listener);
    const slowDir = mkdtempSync(join(tmpdir(), 'api-worldline-slow-'));
    const slow = await startPaymentSandbox({ port: 0, dataDir: slowDir });
    try {
      const answer = await fetch(`${slow.url}/_control/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-control-key': slow.controlKey },
        body: JSON.stringify({ delayMs: 2_000 }),
      });
      expect(answer.status).toBe(200);
      const impatient = createWorldlineHost({
        endpoint: slow.url,
        merchantId: DEV_MERCHANT_ID,
        apiKeyId: DEV_MERCHANT_ID,
        apiSecret: DEV_MERCHANT_KEY,
        timeoutMs: 300,
      });
      await expect(impatient.getPayment('1234567890_0')).rejects.toBeInstanceOf(PaymentHostUnavailableError);
      // The host goes away: the call nobody awaits any more fails (socket hang up).
      await slow.close();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', listener);
      await slow.close();
      rmSync(slowDir, { recursive: true, force: true });
    }
  });

  it('keeps idempotence keys within Worldline’s 40 characters, the same key giving the same digest', () => {
    expect(idempotenceKey('short-key')).toBe('short-key');
    const long = `refund-${'9'.repeat(30)}_0-0-4550`;
    expect(long.length).toBeGreaterThan(40);
    expect(idempotenceKey(long)).toHaveLength(40);
    expect(idempotenceKey(long)).toBe(idempotenceKey(long));
    expect(idempotenceKey(long)).not.toBe(idempotenceKey(`${long}1`));
  });
});
