import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CREATE_PAYMENT_PATH, type PaymentSession } from '@portal/shared/contracts/payments';
import {
  DEV_MERCHANT_ID,
  DEV_MERCHANT_KEY,
  type PaymentSandbox,
  type PaymentSandboxOptions,
  signedHeaders,
  startPaymentSandbox,
} from '../src';

export const RETURN_URL = 'http://127.0.0.1:8080/';

export interface Harness {
  sandbox: PaymentSandbox;
  dataDir: string;
  /** A server API call signed as Worldline's SDK signs it (GCS v1HMAC). */
  call(
    method: string,
    path: string,
    body?: unknown,
    options?: { key?: string; apiKeyId?: string; idempotencyKey?: string; date?: Date },
  ): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }>;
  /**
   * Opens a hosted tokenization (offering `token` when given) and returns it the way the API hands
   * it to the browser, with the amount the portal would show.
   */
  openSession(input?: { amount?: number; token?: string }): Promise<SandboxPageSession>;
  control(action: 'reset' | 'faults', body?: unknown): Promise<Response>;
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** A session for the sandbox's own create-payment page (the API's `sandbox-page` card entry). */
export type SandboxPageSession = PaymentSession & { createPaymentUrl: string };

/** `options`: the sandbox's settings beyond its port and data folder (kept across `restart`). */
export const startHarness = async (
  options: Omit<PaymentSandboxOptions, 'port' | 'dataDir'> = {},
): Promise<Harness> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'payment-sandbox-test-'));
  let sandbox = await startPaymentSandbox({ ...options, port: 0, dataDir });
  let port = sandbox.port;
  const harness: Harness = {
    get sandbox() {
      return sandbox;
    },
    dataDir,
    async call(method, path, body, options = {}) {
      const text = body === undefined ? '' : JSON.stringify(body);
      const headers = signedHeaders(
        { apiKeyId: options.apiKeyId ?? DEV_MERCHANT_ID, secret: options.key ?? DEV_MERCHANT_KEY },
        method,
        path,
        {
          ...(options.idempotencyKey
            ? { gcsHeaders: { 'X-GCS-Idempotence-Key': options.idempotencyKey } }
            : {}),
          ...(options.date ? { now: options.date } : {}),
        },
      );
      const response = await fetch(`${sandbox.url}${path}`, { method, headers, body: text || undefined });
      const answer = await response.text();
      return {
        status: response.status,
        body: (answer ? JSON.parse(answer) : {}) as Record<string, unknown>,
        headers: response.headers,
      };
    },
    async openSession(input = {}) {
      const amount = input.amount ?? 0;
      const { status, body } = await harness.call(
        'POST',
        `/v2/${DEV_MERCHANT_ID}/hostedtokenizations`,
        input.token ? { tokens: input.token } : {},
      );
      if (status !== 200) throw new Error(`session: ${status} ${JSON.stringify(body)}`);
      return {
        sessionId: String(body.hostedTokenizationId),
        createPaymentUrl: `${new URL(String(body.hostedTokenizationUrl)).origin}${CREATE_PAYMENT_PATH}`,
        amount,
        currency: 'USD',
        returnUrl: RETURN_URL,
      };
    },
    control: (action, body = {}) =>
      fetch(`${sandbox.url}/_control/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-control-key': sandbox.controlKey },
        body: JSON.stringify(body),
      }),
    async restart() {
      await sandbox.close();
      // Let fetch's connection pool see its keep-alive sockets closed before the new server answers.
      await new Promise((resolve) => setTimeout(resolve, 50));
      sandbox = await startPaymentSandbox({ ...options, port, dataDir });
      port = sandbox.port;
    },
    async close() {
      await sandbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return harness;
};
