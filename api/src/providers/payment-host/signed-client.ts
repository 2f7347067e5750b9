import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { HOST_REFERENCE_PATTERN } from '@portal/shared/validation';
import { z } from 'zod';
import {
  type HostPayment,
  type HostRefund,
  type HostSession,
  type HostToken,
  type PaymentHost,
  PaymentHostRequestError,
  PaymentHostUnavailableError,
} from './payment-host';

export interface SignedClientOptions {
  /** e.g. http://127.0.0.1:8090 */
  origin: string;
  merchantId: string;
  merchantKey: string;
  /** Each call is abandoned after this long (PaymentHostUnavailableError). */
  timeoutMs: number;
}

const cardSchema = z.object({
  token: z.string().nullable(),
  brand: z.string(),
  lastFour: z.string().regex(/^\d{4}$/),
  expiry: z.string().regex(/^\d{2}\/\d{2}$/),
  holder: z.string(),
  fingerprint: z.string().min(16),
});

const paymentSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  merchantReference: z.string(),
  purpose: z.enum(['add-card', 'payment']),
  amount: z.number().int(),
  currency: z.string(),
  statusCategory: z.enum(['COMPLETED', 'UNSUCCESSFUL', 'PENDING']),
  statusReason: z.string().nullable(),
  card: cardSchema,
  refundedAmount: z.number().int(),
});

const tokenSchema = cardSchema.extend({ token: z.string() });
const sessionSchema = z.object({ sessionId: z.string().min(16), createPaymentUrl: z.url() });
const refundSchema = z.object({ id: z.string(), paymentId: z.string(), amount: z.number().int() });
const errorSchema = z.object({ errors: z.array(z.object({ code: z.string(), message: z.string() })).min(1) });

/** `Authorization: v1HMAC:<merchantId>:<base64 HMAC-SHA256(key, METHOD\npath\ndate\ndigest\n)>`. */
export const signRequest = (
  merchantId: string,
  key: string,
  method: string,
  path: string,
  body: string,
  now = new Date(),
): Record<string, string> => {
  const date = now.toUTCString();
  const digest = `SHA-256=${createHash('sha256').update(body).digest('base64')}`;
  const signature = createHmac('sha256', key)
    .update(`${method}\n${path}\n${date}\n${digest}\n`)
    .digest('base64');
  return { date, digest, authorization: `v1HMAC:${merchantId}:${signature}` };
};

/** The payment host's server-to-server API with HMAC-signed requests, timeouts and clear errors. */
export const createSignedPaymentHost = (options: SignedClientOptions): PaymentHost => {
  const base = options.origin.replace(/\/+$/, '');
  const merchantPath = `/v2/${encodeURIComponent(options.merchantId)}`;

  const call = async (
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<{ status: number; json: unknown }> => {
    const text = body === undefined ? '' : JSON.stringify(body);
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...signRequest(options.merchantId, options.merchantKey, method, path, text),
    };
    if (text) headers['content-type'] = 'application/json';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers,
        body: text || undefined,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      throw new PaymentHostUnavailableError(
        timedOut
          ? `payment host did not answer ${method} ${path.split('/').slice(0, 4).join('/')} within ${options.timeoutMs} ms`
          : `payment host unreachable (${(error as Error).message})`,
        { cause: error },
      );
    }
    let json: unknown = null;
    try {
      json = await response.json();
    } catch {
      // An empty or non-JSON answer is judged by its status below.
    }
    if (response.status >= 500 || response.status === 409 || response.status === 429) {
      throw new PaymentHostUnavailableError(`payment host answered ${response.status}`);
    }
    return { status: response.status, json };
  };

  const expectOk = <T>(schema: z.ZodType<T>, answer: { status: number; json: unknown }, what: string): T => {
    if (answer.status >= 200 && answer.status < 300) {
      const parsed = schema.safeParse(answer.json);
      if (parsed.success) return parsed.data;
      throw new PaymentHostRequestError(
        `payment host sent an unexpected ${what} answer`,
        answer.status,
        undefined,
      );
    }
    const error = errorSchema.safeParse(answer.json);
    const first = error.success ? error.data.errors[0] : undefined;
    throw new PaymentHostRequestError(
      `payment host refused ${what}: ${answer.status} ${first?.code ?? ''} ${first?.message ?? ''}`.trim(),
      answer.status,
      first?.code,
    );
  };

  /**
   * Ids go into the host's URL paths: one that is not a plain reference (`..`, `/`, a lone
   * surrogate that `encodeURIComponent` throws on) never reaches the host. Callers validate first;
   * this is the last line.
   */
  const reference = (id: string): string => {
    if (!HOST_REFERENCE_PATTERN.test(id)) {
      throw new PaymentHostRequestError(
        'refused to send a malformed reference to the payment host',
        400,
        undefined,
      );
    }
    return id;
  };

  return {
    signsReturnUrls: true,
    async createSession(request, idempotencyKey): Promise<HostSession> {
      const answer = await call('POST', `${merchantPath}/hostedsessions`, request, idempotencyKey);
      return expectOk(sessionSchema, answer, 'create session');
    },
    async getPayment(paymentId): Promise<HostPayment | null> {
      if (!HOST_REFERENCE_PATTERN.test(paymentId)) return null;
      const answer = await call('GET', `${merchantPath}/payments/${encodeURIComponent(paymentId)}`);
      if (answer.status === 404) return null;
      return expectOk(paymentSchema, answer, 'get payment');
    },
    async getToken(token): Promise<HostToken | null> {
      if (!HOST_REFERENCE_PATTERN.test(token)) return null;
      const answer = await call('GET', `${merchantPath}/tokens/${encodeURIComponent(token)}`);
      if (answer.status === 404) return null;
      return expectOk(tokenSchema, answer, 'get token');
    },
    async deleteToken(token): Promise<void> {
      const answer = await call('DELETE', `${merchantPath}/tokens/${encodeURIComponent(reference(token))}`);
      if (answer.status === 404) return;
      expectOk(z.unknown(), answer, 'delete token');
    },
    async refund(paymentId, amount, idempotencyKey): Promise<HostRefund> {
      const answer = await call(
        'POST',
        `${merchantPath}/payments/${encodeURIComponent(reference(paymentId))}/refund`,
        { amount },
        idempotencyKey,
      );
      return expectOk(refundSchema, answer, 'refund');
    },
    verifyReturnMac(paymentId, mac): boolean {
      const expected = Buffer.from(
        createHmac('sha256', options.merchantKey).update(paymentId).digest('base64url'),
      );
      const given = Buffer.from(mac);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
};
