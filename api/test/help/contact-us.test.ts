import { ErrorCode } from '@portal/shared/contracts';
import { contactUs, QUERY_REFERENCE_PATTERN } from '@portal/shared/contracts/help';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpQueries } from '../../src/db/schema';
import { createDatabaseRateLimitStore } from '../../src/services/rate-limit/rate-limit-repository';
import { failure, okResult } from '../helpers/envelope';
import { createTestApp, databaseTargets, type TestApp } from '../helpers/test-app';
import { demoUserId } from '../helpers/users';

const SUPPORT_MAILBOX = 'helpdesk@issuer.test';
const SUPPORT_PHONE = '+1 800 555 0142';

let counter = 0;
/** A unique sender per call, so the per-address limit of one test never touches another. */
const uniqueEmail = (label: string) => {
  counter += 1;
  return `${label}-${Date.now()}-${counter}@example.test`;
};
let ips = 0;
/** A unique network address per call (benchmarking range 198.18.0.0/15). */
const uniqueIp = () => {
  ips += 1;
  return `198.18.${Math.floor(ips / 250)}.${(ips % 250) + 1}`;
};

/** Asserts RATE_LIMITED (a business outcome: HTTP 200) and returns its details. */
const rateLimited = (response: LightMyRequestResponse) => {
  expect(response.statusCode).toBe(200);
  const body = response.json() as { state: string; errorCode: number; message: string; result: unknown };
  expect(body).toMatchObject({ state: '0', errorCode: ErrorCode.RATE_LIMITED });
  expect(body.message).toBe('Too many requests, please try again later.');
  return body.result as { retryAfterSeconds: number };
};

const validQuery = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail('sender'),
  serviceId: 'T-20250301-0042',
  category: 'airportTransport',
  topic: 'Driver did not wait',
  message: 'My flight landed late and\n\nI could not find the driver.',
  ...overrides,
});

describe.each(databaseTargets)('POST /api/public/contact-us on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, {
      env: {
        SUPPORT_MAILBOX,
        SUPPORT_PHONE,
        CONTACT_US_PER_IP: '6',
        CONTACT_US_PER_EMAIL: '3',
        CONTACT_US_WINDOW_MINUTES: '60',
      },
    });
  });
  afterAll(() => t?.close());

  const send = (payload: unknown, options: { ip?: string; headers?: Record<string, string> } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/public/contact-us',
      payload: payload as Record<string, unknown>,
      remoteAddress: options.ip ?? uniqueIp(),
      headers: options.headers,
    });

  const storedFor = (email: string) =>
    t.database.db.select().from(helpQueries).where(eq(helpQueries.email, email));

  it('stores the query under a new reference and mails the sender and the support mailbox', async () => {
    const query = validQuery();
    const { reference } = okResult(contactUs, await send(query));
    expect(reference).toMatch(QUERY_REFERENCE_PATTERN);
    expect(reference.slice(2, 10)).toBe(new Date().toISOString().slice(0, 10).replaceAll('-', ''));

    const [row] = await storedFor(query.email);
    expect(row).toMatchObject({
      reference,
      serviceId: 'T-20250301-0042',
      category: 'airportTransport',
      topic: 'Driver did not wait',
      language: 'en-US',
      userId: null,
    });

    await t.app.services.mail.flush();
    const acknowledgement = t.app.services.mail.lastTo(query.email);
    expect(acknowledgement?.subject).toBe(`We have received your query ${reference}`);
    expect(acknowledgement?.text).toContain('Airport Transport Service');
    expect(acknowledgement?.text).toContain(SUPPORT_PHONE);
    // The sender's own words are not echoed to an address anyone could have typed.
    expect(acknowledgement?.text).not.toContain('could not find the driver');

    const toSupport = t.app.services.mail.lastTo(SUPPORT_MAILBOX);
    expect(toSupport?.subject).toBe(`[${reference}] Airport Transport Service: Driver did not wait`);
    expect(toSupport?.replyTo).toBe(query.email);
    expect(toSupport?.text).toContain('I could not find the driver.');
    expect(toSupport?.text).toContain(`From: ${query.email}`);
  });

  it('acknowledges in the language asked for (body field first, then Accept-Language)', async () => {
    const portuguese = validQuery({ serviceId: undefined, category: 'complaint' });
    const { reference } = okResult(
      contactUs,
      await send(portuguese, { headers: { 'accept-language': 'pt-BR' } }),
    );
    const spanish = validQuery({ language: 'es-ES' });
    okResult(contactUs, await send(spanish, { headers: { 'accept-language': 'pt-BR' } }));
    await t.app.services.mail.flush();
    const pt = t.app.services.mail.lastTo(portuguese.email);
    expect(pt?.subject).toBe(`Recebemos sua consulta ${reference}`);
    expect(pt?.text).toContain('Reclamação');
    expect(pt?.html).toContain('<html lang="pt-BR">');
    expect(t.app.services.mail.lastTo(spanish.email)?.subject).toMatch(/^Hemos recibido su consulta Q-/);
    expect((await storedFor(portuguese.email))[0]).toMatchObject({ language: 'pt-BR', serviceId: null });
  });

  it("records a logged-in cardholder's account with the query", async () => {
    const userId = await demoUserId(t);
    const { token } = await t.app.services.sessions.createSession(userId);
    const query = validQuery();
    okResult(contactUs, await send(query, { headers: { authorization: token } }));
    expect((await storedFor(query.email))[0]?.userId).toBe(userId);
  });

  it.each([
    ['a missing email', { email: undefined }],
    ['an invalid email', { email: 'not-an-email' }],
    ['a missing category', { category: undefined }],
    ['a category outside the list', { category: 'Refund' }],
    ['a blank topic', { topic: '   ' }],
    ['a missing message', { message: undefined }],
    ['a topic over 120 characters', { topic: 'x'.repeat(121) }],
    ['a 10 kB message', { message: 'y'.repeat(10_000) }],
    ['a service ID with symbols', { serviceId: "1'; drop table help_queries; --" }],
    ['a service ID over 40 characters', { serviceId: 'A'.repeat(41) }],
    ['an unknown field', { userId: 1 }],
    ['a wrong type', { topic: 42 }],
    ['an unknown language', { language: 'fr-FR' }],
  ])('refuses %s with 400, storing and sending nothing', async (_label, change) => {
    const query = validQuery(change);
    // Earlier tests' mail may still wait in the outbox: deliver it before counting.
    await t.app.services.mail.flush();
    const before = t.app.services.mail.sent.length;
    failure(await send(query), 400, ErrorCode.BAD_REQUEST);
    if (typeof query.email === 'string') expect(await storedFor(query.email)).toHaveLength(0);
    await t.app.services.mail.flush();
    expect(t.app.services.mail.sent.length).toBe(before);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/public/contact-us',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    failure(response, 400, ErrorCode.BAD_REQUEST);
  });

  it('limits queries per email address, whatever the network', async () => {
    const email = uniqueEmail('repeat');
    for (let i = 0; i < 3; i += 1) okResult(contactUs, await send(validQuery({ email })));
    const { retryAfterSeconds } = rateLimited(await send(validQuery({ email: email.toUpperCase() })));
    expect(retryAfterSeconds).toBeGreaterThan(3500);
    expect(retryAfterSeconds).toBeLessThanOrEqual(3600);
    expect(await storedFor(email)).toHaveLength(3);
    // Another sender is not affected.
    okResult(contactUs, await send(validQuery()));
  });

  it('limits queries per network address, whatever the email', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 6; i += 1) okResult(contactUs, await send(validQuery(), { ip }));
    const email = uniqueEmail('blocked');
    expect(rateLimited(await send(validQuery({ email }), { ip })).retryAfterSeconds).toBeGreaterThan(0);
    expect(await storedFor(email)).toHaveLength(0);
    okResult(contactUs, await send(validQuery(), { ip: uniqueIp() }));
  });

  it('counts parallel queries exactly (the counter is one atomic upsert)', async () => {
    const email = uniqueEmail('burst');
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(validQuery({ email }))));
    const codes = answers.map((answer) => (answer.json() as { errorCode: number | null }).errorCode);
    expect(codes.filter((code) => code === null)).toHaveLength(3);
    expect(codes.filter((code) => code === ErrorCode.RATE_LIMITED)).toHaveLength(7);
    expect(await storedFor(email)).toHaveLength(3);
  });

  it('starts a new window once the old one has passed', async () => {
    const store = createDatabaseRateLimitStore(t.database);
    const key = `test:${uniqueEmail('window')}`;
    expect((await store.hit(key, 1)).hits).toBe(1);
    expect((await store.hit(key, 1)).hits).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const fresh = await store.hit(key, 1);
    expect(fresh.hits).toBe(1);
    expect(fresh.resetInSeconds).toBe(1);
  });
});
