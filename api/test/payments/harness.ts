import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EndpointContract } from '@portal/shared/contracts';
import { addCard, finishAddCard, type PaymentSession } from '@portal/shared/contracts/payments';
import type { LightMyRequestResponse } from 'fastify';
import {
  DEV_MERCHANT_ID,
  DEV_MERCHANT_KEY,
  type PaymentSandbox,
  type PaymentSandboxOptions,
  signedHeaders,
  startPaymentSandbox,
} from 'payment-sandbox';
import { type ChallengeDecision, payInBrowser, type TestCard } from 'payment-sandbox/testing';
import type { z } from 'zod';
import { okResult } from '../helpers/envelope';
import { captureLogs } from '../helpers/log-capture';
import { createTestApp, type TargetName, type TestApp } from '../helpers/test-app';
import { createClassicUser } from '../helpers/users';

/** The portal origin the tests' API builds its return URL from. */
export const PORTAL_URL = 'http://127.0.0.1:4999';
/** The API gives up on the host after this long in tests (well above a sandbox answer on a busy CPU). */
export const HOST_TIMEOUT_MS = 3_000;

export interface PaymentsHarness {
  t: TestApp;
  sandbox: PaymentSandbox;
  /** Every log line the API wrote. */
  logs: string[];
  /** A new cardholder and a session token for them. */
  newUser(label: string): Promise<{ userId: number; token: string }>;
  call<C extends EndpointContract>(
    contract: C,
    input: z.input<C['input']>,
    /** The session token; absent for a public endpoint. */
    token?: string,
    /** The Accept-Language header, when the test asks in a language. */
    language?: string,
  ): Promise<LightMyRequestResponse>;
  /** `/pay/add-card`, then the browser's part at the host; returns the return URL's parameters. */
  startAndPay(
    token: string,
    card: TestCard,
    decision?: ChallengeDecision,
  ): Promise<{ session: PaymentSession; paymentId: string; mac: string }>;
  /** The whole add-card journey; returns finish-add-card's raw answer. */
  addCard(token: string, card: TestCard, decision?: ChallengeDecision): Promise<LightMyRequestResponse>;
  /** A signed `GET /v2/{merchantId}/…` at the host, without the SDK (what the host holds). */
  hostGet(path: string): Promise<{ status: number; body: Record<string, unknown> | null }>;
  /** Fault injection at the host (`{}` clears). */
  faults(body: { delayMs?: number; failStatus?: number; count?: number }): Promise<void>;
  close(): Promise<void>;
}

let userCounter = 0;

/** The API on a fresh database, talking to a payment sandbox started in this process. */
export const startPaymentsHarness = async (
  target: TargetName,
  options: { sandbox?: Partial<PaymentSandboxOptions>; env?: Record<string, string> } = {},
): Promise<PaymentsHarness> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-payments-sandbox-'));
  const sandbox = await startPaymentSandbox({ port: 0, ...options.sandbox, dataDir });
  const { lines: logs, destination } = captureLogs();
  const t = await createTestApp(target, {
    env: {
      LOG_LEVEL: 'info',
      PUBLIC_URL: PORTAL_URL,
      PAYMENT_HOST_ORIGIN: sandbox.url,
      PAYMENT_HOST_TIMEOUT_MS: String(HOST_TIMEOUT_MS),
      ...options.env,
    },
    logDestination: destination,
  });

  const call: PaymentsHarness['call'] = (contract, input, token, language) =>
    t.app.inject({
      method: contract.method,
      url: `/api${contract.path}`,
      headers: {
        ...(token ? { authorization: token } : {}),
        channel: 'web',
        ...(language ? { 'accept-language': language } : {}),
      },
      ...(contract.method === 'GET'
        ? { query: input as Record<string, string> }
        : { payload: input as object }),
    });

  const startAndPay: PaymentsHarness['startAndPay'] = async (token, card, decision = 'approve') => {
    const session = okResult(
      addCard,
      await call(addCard, { cardHolder: card.holder ?? 'Alex Moreno' }, token),
    );
    const { response, returnUrl } = await payInBrowser(session, { card }, decision, PORTAL_URL);
    if (response.status === 'REFUSED' || !returnUrl)
      throw new Error(`host refused: ${JSON.stringify(response)}`);
    return {
      session,
      paymentId: returnUrl.searchParams.get('paymentId') ?? '',
      mac: returnUrl.searchParams.get('mac') ?? '',
    };
  };

  return {
    t,
    sandbox,
    logs,
    async newUser(label) {
      userCounter += 1;
      const userId = await createClassicUser(t, `${label}-${userCounter}-${target}@portal.test`);
      const { token } = await t.app.services.sessions.createSession(userId);
      return { userId, token };
    },
    call,
    startAndPay,
    async addCard(token, card, decision) {
      const { paymentId, mac } = await startAndPay(token, card, decision);
      return call(finishAddCard, { paymentId, mac, cardHolder: card.holder ?? 'Alex Moreno' }, token);
    },
    async hostGet(path) {
      const full = `/v2/${DEV_MERCHANT_ID}${path}`;
      const response = await fetch(`${sandbox.url}${full}`, {
        headers: signedHeaders({ apiKeyId: DEV_MERCHANT_ID, secret: DEV_MERCHANT_KEY }, 'GET', full),
      });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
    },
    async faults(body) {
      const response = await fetch(`${sandbox.url}/_control/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-control-key': sandbox.controlKey },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`faults: ${response.status}`);
    },
    async close() {
      await t?.close();
      await sandbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
