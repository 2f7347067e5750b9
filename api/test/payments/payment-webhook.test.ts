import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fastTrackSpine } from '@portal/shared/contracts/fast-track';
import { sql } from 'drizzle-orm';
import { FRICTIONLESS_TEST_NUMBER, PUBLISHED_TEST_NUMBERS, webhookSignature } from 'payment-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentWebhookHandler, type PaymentEvent } from '../../src/providers/payment-host';
import { draftBooking, newCardholder, payNewCard, placeOrder, proofFor } from '../fast-track/harness';
import { okResult } from '../helpers/envelope';
import { luhnRuns, stringsOf } from '../helpers/log-capture';
import { type PaymentsHarness, startPaymentsHarness } from './harness';

const KEY_ID = 'test-webhooks';
const SECRET = 'test-webhook-secret';

interface Delivery {
  headers: Record<string, string>;
  body: string;
}

/** Stands where the portal's webhook URL would be, keeping what the sandbox posts. */
const startCatcher = async () => {
  const deliveries: Delivery[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      deliveries.push({
        headers: {
          'content-type': String(request.headers['content-type']),
          'x-gcs-signature': String(request.headers['x-gcs-signature']),
          'x-gcs-keyid': String(request.headers['x-gcs-keyid']),
        },
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    deliveries,
    close: () => new Promise((r) => server.close(r)),
  };
};

const waitFor = async <T>(find: () => T | undefined, ms = 5_000): Promise<T> => {
  const until = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

describe('the payment webhook (signed as Worldline signs, checked with the SDK)', () => {
  let h: PaymentsHarness;
  let catcher: Awaited<ReturnType<typeof startCatcher>>;

  beforeAll(async () => {
    catcher = await startCatcher();
    h = await startPaymentsHarness('pglite', {
      sandbox: { webhook: { url: catcher.url, keyId: KEY_ID, secret: SECRET } },
      env: { PAYMENT_WEBHOOK_KEY_ID: KEY_ID, PAYMENT_WEBHOOK_SECRET: SECRET },
    });
  });
  afterAll(async () => {
    await h?.close();
    await catcher?.close();
  });

  const post = (delivery: Delivery) =>
    h.t.app.inject({
      method: 'POST',
      url: '/api/payment-webhook',
      headers: delivery.headers,
      payload: delivery.body,
    });
  const eventFor = (paymentId: string, type: string) =>
    waitFor(() =>
      catcher.deliveries.find((delivery) => {
        const event = JSON.parse(delivery.body) as { type: string; payment: { id: string } };
        return event.type === type && event.payment.id === paymentId;
      }),
    );
  const received = (paymentId: string) =>
    h.logs.filter((line) => line.includes('payment event received') && line.includes(paymentId));

  it('accepts an event the host signed, once, and hands the payment on', async () => {
    const { token } = await h.newUser('webhook-valid');
    const { paymentId } = await h.startAndPay(token, { number: FRICTIONLESS_TEST_NUMBER });
    const delivery = await eventFor(paymentId, 'payment.captured');
    expect(delivery.headers['x-gcs-keyid']).toBe(KEY_ID);
    expect(delivery.headers['x-gcs-signature']).toBe(webhookSignature(SECRET, delivery.body));
    expect(JSON.parse(delivery.body)).toMatchObject({
      apiVersion: 'v1',
      type: 'payment.captured',
      payment: { id: paymentId, status: 'CAPTURED', statusOutput: { statusCategory: 'COMPLETED' } },
    });

    const answer = await post(delivery);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ state: '1', result: { received: true } });
    expect(received(paymentId)).toHaveLength(1);
    expect(received(paymentId)[0]).toContain('"statusCategory":"COMPLETED"');
  });

  it('records an order paid at the host from its event alone, once, when the browser never came back', async () => {
    const { token } = await newCardholder(h, 'webhook-order');
    // Two passengers on the card's uses, the third paid.
    const { uuid } = await draftBooking(h, token, { passengers: 3 });
    const placed = okResult(
      fastTrackSpine.createOrder,
      await placeOrder(h, token, uuid, await proofFor(h, token, uuid)),
    );
    if (!placed.payment) throw new Error('no payment session');
    const { paymentId } = await payNewCard(placed.payment);
    const orderOf = async () =>
      (
        await h.t.database.rows<{ status: string }>(
          sql`select status from orders where order_no = ${placed.orderNo}`,
        )
      )[0]?.status;
    expect(await orderOf()).toBe('unpaid');

    const delivery = await eventFor(paymentId, 'payment.captured');
    expect((await post(delivery)).json()).toMatchObject({ result: { received: true } });
    expect(await orderOf()).toBe('paid');
    const charges = await h.t.database.rows<{ kind: string; amount: number }>(
      sql`select kind, amount from payments where order_reference = ${placed.orderNo}`,
    );
    expect(charges).toEqual([{ kind: 'charge', amount: placed.total }]);
  });

  it('refuses a replayed event: the same id again, or an old one signed correctly', async () => {
    const { token } = await h.newUser('webhook-replay');
    const { paymentId } = await h.startAndPay(token, { number: PUBLISHED_TEST_NUMBERS[1] }, 'deny');
    const delivery = await eventFor(paymentId, 'payment.rejected');
    expect((await post(delivery)).json()).toMatchObject({ result: { received: true } });
    const replay = await post(delivery);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ result: { received: false, reason: 'replayed' } });
    expect(received(paymentId)).toHaveLength(1);

    const old = JSON.parse(delivery.body) as { id: string; created: string };
    old.id = `${old.id}-old`;
    old.created = '2020-01-01T10:00:00.000+0000';
    const oldBody = JSON.stringify(old);
    const stale = await post({
      headers: { ...delivery.headers, 'x-gcs-signature': webhookSignature(SECRET, oldBody) },
      body: oldBody,
    });
    expect(stale.json()).toMatchObject({ result: { received: false, reason: 'replayed' } });
    expect(received(paymentId)).toHaveLength(1);
  });

  it('refuses a signed event whose ids are no references (unbounded, or shaped like a path): refused like a forged one, nothing stored', async () => {
    const { token } = await h.newUser('webhook-ids');
    const { paymentId } = await h.startAndPay(token, { number: PUBLISHED_TEST_NUMBERS[1] }, 'deny');
    const delivery = await eventFor(paymentId, 'payment.rejected');
    const signed = (body: string) => ({
      headers: { ...delivery.headers, 'x-gcs-signature': webhookSignature(SECRET, body) },
      body,
    });
    const event = JSON.parse(delivery.body) as { id: string; payment: { id: string } };
    for (const altered of [
      { ...event, id: 'e'.repeat(10_000) },
      { ...event, id: `${event.id}-long`, payment: { ...event.payment, id: '../../tokens/x' } },
    ]) {
      const answer = await post(signed(JSON.stringify(altered)));
      // Refused as a forged event is (401 in the envelope), before anything is stored.
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ state: '0' });
    }
    expect(received(paymentId)).toHaveLength(0);
  });

  it('refuses forged events: altered body, another secret, unknown key id, no signature', async () => {
    const { token } = await h.newUser('webhook-forged');
    const { paymentId } = await h.startAndPay(token, { number: FRICTIONLESS_TEST_NUMBER });
    const delivery = await eventFor(paymentId, 'payment.captured');
    const altered = delivery.body.replace('"statusCategory":"COMPLETED"', '"statusCategory":"REFUNDED"');
    expect(altered).not.toBe(delivery.body);
    const forgeries: Delivery[] = [
      { headers: delivery.headers, body: altered },
      {
        headers: { ...delivery.headers, 'x-gcs-signature': webhookSignature('guessed', delivery.body) },
        body: delivery.body,
      },
      { headers: { ...delivery.headers, 'x-gcs-keyid': 'someone' }, body: delivery.body },
      { headers: { 'content-type': 'application/json' }, body: delivery.body },
    ];
    for (const forged of forgeries) {
      const answer = await post(forged);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ state: '0' });
    }
    expect(received(paymentId)).toHaveLength(0);
    // The genuine one still counts afterwards.
    expect((await post(delivery)).json()).toMatchObject({ result: { received: true } });
  });

  it('writes no card number to the log', () => {
    expect(h.logs.length).toBeGreaterThan(0);
    const strings = h.logs.flatMap((line) => stringsOf(JSON.parse(line)));
    expect(strings.some((text) => text.includes('payment event received'))).toBe(true);
    expect(luhnRuns(strings.join(' '))).toEqual([]);
  });

  it('lets the host retry an event whose handling failed', async () => {
    const events: PaymentEvent[] = [];
    let failNext = true;
    const handle = createPaymentWebhookHandler({
      keyId: KEY_ID,
      secret: SECRET,
      onPaymentEvent: async (event) => {
        if (failNext) {
          failNext = false;
          throw new Error('database down');
        }
        events.push(event);
      },
    });
    const body = JSON.stringify({
      apiVersion: 'v1',
      id: 'evt-retry-1',
      created: new Date().toISOString().replace('Z', '+0000'),
      merchantId: 'portal-dev',
      type: 'payment.captured',
      payment: { id: '123456789012345_0', statusOutput: { statusCategory: 'COMPLETED' } },
    });
    const headers = { 'x-gcs-signature': webhookSignature(SECRET, body), 'x-gcs-keyid': KEY_ID };
    await expect(handle(body, headers)).rejects.toThrow('database down');
    await expect(handle(body, headers)).resolves.toMatchObject({ kind: 'accepted' });
    await expect(handle(body, headers)).resolves.toEqual({ kind: 'replayed', eventId: 'evt-retry-1' });
    expect(events).toEqual([
      {
        eventId: 'evt-retry-1',
        type: 'payment.captured',
        paymentId: '123456789012345_0',
        statusCategory: 'COMPLETED',
      },
    ]);
  });
});
