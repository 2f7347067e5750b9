import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type MailCatcher, startMailCatcher } from '@portal/mail-catcher';
import { type EndpointContract, envelopeSchema } from '@portal/shared/contracts';
import {
  fastTrackSpine,
  saveFastTrackDetails,
  saveFastTrackPassengers,
  subscribeTimes,
} from '@portal/shared/contracts/fast-track';
import { addCard, finishAddCard, type PaymentSession } from '@portal/shared/contracts/payments';
import { eq, type SQL, sql } from 'drizzle-orm';
import {
  DEV_WEBHOOK_KEY_ID,
  DEV_WEBHOOK_SECRET,
  type PaymentSandbox,
  startPaymentSandbox,
} from 'payment-sandbox';
import { payInBrowser } from 'payment-sandbox/testing';
import pg from 'pg';
import { expect } from 'vitest';
import type { z } from 'zod';
import { type Database, openDatabase } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { cardLevels, users } from '../../src/db/schema';
import { seedDatabase } from '../../src/db/seed';
import { DEMO_LEVELS } from '../../src/db/seed/demo';
import { createSessionsRepository } from '../../src/services/accounts/sessions-repository';
import { hashPassword, scryptParams } from '../../src/services/password-hash';
import { createSessionService } from '../../src/services/sessions';
import { ROOMY_IP_RATE_LIMITS, testConfig } from '../helpers/test-app';
import {
  type ApiInstance,
  buildServer,
  freePort,
  type LoadBalancer,
  type PrivatePostgres,
  startHaproxy,
  startInstance,
  startPrivatePostgres,
  startWebhookRelay,
  type WebhookRelay,
  waitFor,
} from './processes';

const API_FOLDER = resolve(import.meta.dirname, '../..');
/** The instances give up on the payment host after this long (the "slow host" faults wait longer). */
export const HOST_TIMEOUT_MS = 3_000;
export const PASSWORD = 'Sunny2day';
/** The card every test pays with (published Diners test number, 3-D Secure challenge). */
export const TEST_CARD = '3000000000000004';
/** A second card, saved by another cardholder. */
export const OTHER_CARD = '38520000023237';

/** An answer of the API through the proxy. */
export interface ApiAnswer {
  /** 0 when the connection was closed without an answer. */
  statusCode: number;
  headers: Record<string, string>;
  /** The instance haproxy sent the call to (`x-served-by`). */
  servedBy: string;
  /** The JSON envelope, or the text when it is not JSON (haproxy's own pages). */
  body: unknown;
}

export interface Cardholder {
  userId: number;
  email: string;
  token: string;
}

export interface FaultCluster {
  postgres: PrivatePostgres;
  /** This process's own connection to the cluster's database (set-up and what the tests check). */
  database: Database;
  proxy: LoadBalancer;
  instances: ApiInstance[];
  sandbox: PaymentSandbox;
  mail: MailCatcher;
  webhooks: WebhookRelay;
  call<C extends EndpointContract>(
    contract: C,
    input: z.input<C['input']>,
    token: string,
  ): Promise<ApiAnswer>;
  rows<T extends Record<string, unknown>>(query: SQL): Promise<T[]>;
  newCardholder(label: string): Promise<Cardholder>;
  /** Fault injection at the payment host's server API (`{}` clears). */
  hostFaults(body: { delayMs?: number; failStatus?: number; count?: number }): Promise<void>;
  /** What the payment host holds (its data file). */
  hostData(): HostData;
  close(): Promise<void>;
}

interface HostData {
  hostedTokenizations: Record<string, { id: string; paymentId: string | null; token: string | null }>;
  payments: Record<
    string,
    {
      id: string;
      hostedTokenizationId: string | null;
      statusCategory: string;
      amount: number;
      refundedAmount: number;
    }
  >;
  refunds: Record<string, { id: string; paymentId: string; amount: number }>;
  tokens: Record<string, { token: string }>;
}

/** The instances' whole environment (none of this process's own: see `startInstance`). */
const instanceSettings = (values: {
  databaseUrl: string;
  publicUrl: string;
  hostOrigin: string;
  smtpUrl: string;
}): Record<string, string> => ({
  NODE_ENV: 'test',
  DATABASE_URL: values.databaseUrl,
  DB_POOL_MAX: '5',
  SEED: 'off',
  SCRYPT_COST_LOG2: '10',
  LOG_LEVEL: 'info',
  PUBLIC_URL: values.publicUrl,
  TRUST_PROXY: 'loopback',
  PAYMENT_HOST_ORIGIN: values.hostOrigin,
  PAYMENT_HOST_TIMEOUT_MS: String(HOST_TIMEOUT_MS),
  SMTP_URL: values.smtpUrl,
  // Jobs and the mail outbox are run by both instances (each row once: FOR UPDATE SKIP LOCKED).
  JOB_POLL_MS: '200',
  ...ROOMY_IP_RATE_LIMITS,
});

let cardholders = 0;

/**
 * PostgreSQL (a private cluster), the payment sandbox, the mail catcher, two API instances (the
 * built server, as child processes) sharing them, and haproxy in front: the portal as it runs in
 * production, small.
 */
export const startFaultCluster = async (label: string): Promise<FaultCluster> => {
  const cleanups: Array<() => Promise<void> | void> = [];
  const closeAll = async () => {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
  };
  try {
    const [postgres, build] = await Promise.all([startPrivatePostgres(), buildServer(API_FOLDER)]);
    cleanups.push(
      () => postgres.close(),
      () => build.remove(),
    );
    const admin = new pg.Client({ connectionString: postgres.url('postgres') });
    await admin.connect();
    await admin.query('create database portal');
    await admin.end();
    const config = testConfig();
    const database = await openDatabase({ kind: 'postgres', url: postgres.url('portal'), poolMax: 4 });
    cleanups.push(() => database.close());
    await runMigrations(database);
    await seedDatabase(database.db, { scryptCostLog2: 10, remoteBaseUrl: config.remoteBaseUrl });

    const mail = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
    cleanups.push(() => mail.close());
    let proxyUrl = '';
    const webhooks = await startWebhookRelay(() => `${proxyUrl}/api/payment-webhook`);
    cleanups.push(() => webhooks.close());
    const sandboxData = mkdtempSync(join(tmpdir(), `portal-faults-${label}-sandbox-`));
    const sandbox = await startPaymentSandbox({
      port: 0,
      dataDir: sandboxData,
      webhook: { url: webhooks.url, keyId: DEV_WEBHOOK_KEY_ID, secret: DEV_WEBHOOK_SECRET },
    });
    cleanups.push(async () => {
      await sandbox.close();
      rmSync(sandboxData, { recursive: true, force: true });
    });

    // The proxy's port must be known before the instances start (their PUBLIC_URL): start the
    // instances on ports of their own, then haproxy pointing at them, then tell the relay.
    const proxyPort = await freePort();
    const settings = instanceSettings({
      databaseUrl: postgres.url('portal'),
      publicUrl: `http://127.0.0.1:${proxyPort}`,
      hostOrigin: sandbox.url,
      smtpUrl: mail.smtpUrl,
    });
    const instances = await Promise.all(
      ['api-a', 'api-b'].map((name) => startInstance(name, build.serverJs, settings)),
    );
    for (const instance of instances) cleanups.push(() => instance.stop());
    const proxy = await startHaproxy(
      instances.map((instance) => ({ name: instance.name, port: instance.port })),
      proxyPort,
    );
    cleanups.push(() => proxy.close());
    proxyUrl = proxy.url;

    const sessions = createSessionService(createSessionsRepository(database), config.session);
    const passwordHash = await hashPassword(PASSWORD, scryptParams(10));
    const [level] = await database.db
      .select({ id: cardLevels.id })
      .from(cardLevels)
      .where(eq(cardLevels.code, DEMO_LEVELS.classic));
    if (!level) throw new Error('the seed has no classic card level');

    const call: FaultCluster['call'] = async (contract, input, token) => {
      const url = new URL(`${proxy.url}/api${contract.path}`);
      const init: RequestInit = {
        method: contract.method,
        headers: { authorization: token, channel: 'web', 'content-type': 'application/json' },
      };
      if (contract.method === 'GET') {
        for (const [name, value] of Object.entries(input as Record<string, unknown>)) {
          url.searchParams.set(name, String(value));
        }
        init.headers = { authorization: token, channel: 'web' };
      } else {
        init.body = JSON.stringify(input);
      }
      let response: Response;
      let text: string;
      try {
        response = await fetch(url, init);
        text = await response.text();
      } catch (error) {
        // No HTTP answer at all: the connection was closed under the request (an instance died
        // with it, and haproxy closed the client's connection as the server did).
        const reason = String((error as { cause?: unknown }).cause ?? error);
        return { statusCode: 0, headers: {}, servedBy: '', body: reason };
      }
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON (haproxy's own error page): kept as text
      }
      const headers = Object.fromEntries(response.headers.entries());
      return {
        statusCode: response.status,
        headers,
        servedBy: headers['x-served-by'] ?? '',
        body,
      };
    };

    return {
      postgres,
      database,
      proxy,
      instances,
      sandbox,
      mail,
      webhooks,
      call,
      rows: (query) => database.rows(query),
      async newCardholder(who) {
        cardholders += 1;
        const email = `${who}-${cardholders}-${label}@portal.test`;
        const [row] = await database.db
          .insert(users)
          .values({ email, firstName: 'Sam', lastName: 'Reyes', passwordHash, cardLevelId: level.id })
          .returning({ id: users.id });
        if (!row) throw new Error('no user inserted');
        const { token } = await sessions.createSession(row.id);
        return { userId: row.id, email, token };
      },
      async hostFaults(body) {
        const response = await fetch(`${sandbox.url}/_control/faults`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-control-key': sandbox.controlKey },
          body: JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`sandbox faults: ${response.status}`);
      },
      hostData: () => JSON.parse(readFileSync(sandbox.dataFile, 'utf8')) as HostData,
      close: closeAll,
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
};

// ---------------------------------------------------------------------------------------------
// The envelope, checked on answers that came through the proxy.

export const ok = <C extends EndpointContract>(contract: C, answer: ApiAnswer): z.output<C['result']> => {
  expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
  const body = envelopeSchema(contract.result).parse(answer.body);
  expect(body).toMatchObject({ state: '1', errorCode: null });
  return body.result as z.output<C['result']>;
};

/** Asserts a failure envelope with this status and code; answers its message. */
export const refused = (answer: ApiAnswer, status: number, errorCode: number): string => {
  expect(answer.statusCode, JSON.stringify(answer.body)).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(answer.body).toMatchObject({ state: '0', errorCode, result: null });
  return (answer.body as { message: string }).message;
};

// ---------------------------------------------------------------------------------------------
// A Fast Track booking, step by step, through the proxy.

const { createOrder, verifyPwd } = fastTrackSpine;

/** A date `days` ahead (UTC: far enough from now to be the same local day). */
const dateAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export interface Draft {
  uuid: string;
  laneCode: string;
  date: string;
  time: string;
}

/** Passengers of every Fast Track draft here: one more than the classic card's uses, so one is paid. */
export const DRAFT_PASSENGERS = 3;

/**
 * Both wizard steps of a Fast Track booking for `DRAFT_PASSENGERS` (the classic card's two uses
 * cover two of them, one each; the third is paid).
 */
export const draftBooking = async (
  c: FaultCluster,
  token: string,
  choice: { laneCode?: string; daysAhead?: number } = {},
): Promise<Draft> => {
  const laneCode = choice.laneCode ?? 'LHR-T5-DEP';
  const date = dateAhead(choice.daysAhead ?? 10);
  const { slots } = ok(subscribeTimes, await c.call(subscribeTimes, { laneCode, date }, token));
  const time = slots.find((slot) => slot.bookable)?.time;
  if (!time) throw new Error(`no bookable slot on ${laneCode} ${date}`);
  const { uuid } = ok(
    saveFastTrackDetails,
    await c.call(
      saveFastTrackDetails,
      { laneCode, date, time, passengers: DRAFT_PASSENGERS, flightNumber: 'BA 117' },
      token,
    ),
  );
  ok(
    saveFastTrackPassengers,
    await c.call(
      saveFastTrackPassengers,
      {
        uuid,
        passengers: [
          { firstName: 'Zoë', lastName: 'Núñez' },
          { firstName: 'Ana', lastName: 'Núñez' },
          { firstName: 'Rui', lastName: 'Núñez' },
        ],
      },
      token,
    ),
  );
  return { uuid, laneCode, date, time };
};

export const proofFor = async (c: FaultCluster, token: string, uuid: string): Promise<string> =>
  ok(verifyPwd, await c.call(verifyPwd, { uuid, password: PASSWORD }, token)).proof;

export const placeOrder = async (c: FaultCluster, token: string, uuid: string, cardId?: number) =>
  c.call(
    createOrder,
    { uuid, proof: await proofFor(c, token, uuid), ...(cardId === undefined ? {} : { cardId }) },
    token,
  );

/** The browser's part at the host: the card, then Approve on the 3-D Secure page; the return's parameters. */
export const payAtHost = async (session: PaymentSession, card = TEST_CARD) => {
  const { returnUrl } = await payInBrowser(
    session,
    { card: { number: card } },
    'approve',
    new URL(session.returnUrl).origin,
  );
  if (!returnUrl) throw new Error('the host refused the card');
  return {
    paymentId: returnUrl.searchParams.get('paymentId') ?? '',
    mac: returnUrl.searchParams.get('mac') ?? '',
  };
};

/** A saved card of the cardholder (add-card through the proxy, the card at the host). */
export const saveCard = async (c: FaultCluster, token: string, card = OTHER_CARD): Promise<number> => {
  const session = ok(addCard, await c.call(addCard, { cardHolder: 'Alex Moreno' }, token));
  const paid = await payAtHost(session, card);
  const saved = ok(
    finishAddCard,
    await c.call(finishAddCard, { ...paid, cardHolder: 'Alex Moreno' }, token),
  ).card;
  if (!saved) throw new Error('the card was not saved');
  return saved.id;
};

// ---------------------------------------------------------------------------------------------
// What the database holds.

export const orderRow = async (c: FaultCluster, orderNo: string) =>
  (
    await c.rows<{ status: string; total: number; refunded_amount: number; user_id: number }>(
      sql`select status, total, refunded_amount, user_id from orders where order_no = ${orderNo}`,
    )
  )[0];

export const waitForMail = (c: FaultCluster, email: string, subjectStart: string, count = 1) =>
  waitFor(`${count} mail(s) "${subjectStart}…" to ${email}`, async () => {
    const found = c.mail.messages(email).filter((message) => message.subject.startsWith(subjectStart));
    return found.length >= count ? found : undefined;
  });

/** Runs a pending job now: its time is moved to now and the instances' runners take it. */
export const runJobNow = (c: FaultCluster, name: string, key: string) =>
  c.rows(sql`update jobs set run_at = now() where name = ${name} and key = ${key} and status = 'pending'`);
