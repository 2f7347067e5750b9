import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { newId, nowIso, type SandboxContext } from './context';
import { sendError, sendJson, sleep } from './http';
import { verifySignature } from './signature';
import type { PaymentRecord, TokenRecord } from './store';

/** One answer of the server-to-server API. */
interface Answer {
  status: number;
  body: unknown;
}

const error = (status: number, code: string, message: string): Answer => ({
  status,
  body: { errors: [{ code, message }] },
});

const createSessionSchema = z.strictObject({
  amount: z.number().int().nonnegative().max(100_000_000),
  currency: z.string().regex(/^[A-Z]{3}$/),
  returnUrl: z.url({ protocol: /^https?$/ }),
  merchantReference: z.string().min(1).max(64),
  purpose: z.enum(['add-card', 'payment']),
  /** A saved card to pay with: the browser then sends neither card nor token. */
  token: z.string().min(1).max(128).optional(),
});

const refundSchema = z.strictObject({ amount: z.number().int().positive() });

const parseJson = (body: string): unknown => {
  if (body === '') return {};
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
};

export const paymentView = (payment: PaymentRecord) => ({
  id: payment.id,
  sessionId: payment.sessionId,
  merchantReference: payment.merchantReference,
  purpose: payment.purpose,
  amount: payment.amount,
  currency: payment.currency,
  statusCategory: payment.status,
  statusReason: payment.statusReason,
  card: {
    token: payment.token,
    brand: payment.card.brand,
    lastFour: payment.card.lastFour,
    expiry: payment.card.expiry,
    holder: payment.card.holder,
    fingerprint: payment.card.fingerprint,
  },
  refundedAmount: payment.refundedAmount,
  createdAt: payment.createdAt,
  updatedAt: payment.updatedAt,
});

const tokenView = (token: TokenRecord) => ({
  token: token.token,
  brand: token.brand,
  lastFour: token.lastFour,
  expiry: token.expiry,
  holder: token.holder,
  fingerprint: token.fingerprint,
  createdAt: token.createdAt,
});

const createSession = (context: SandboxContext, merchantId: string, input: unknown): Answer => {
  const parsed = createSessionSchema.safeParse(input);
  if (!parsed.success) return error(400, 'INVALID_REQUEST', z.prettifyError(parsed.error));
  const { token, ...fields } = parsed.data;
  if (token !== undefined && context.store.data.tokens[token]?.merchantId !== merchantId) {
    return error(404, 'TOKEN_NOT_FOUND', 'Unknown token.');
  }
  const session = context.store.update((data) => {
    const id = newId('hs', 24);
    const created = new Date();
    const record = {
      id,
      merchantId,
      ...fields,
      token: token ?? null,
      createdAt: created.toISOString(),
      expiresAt: new Date(created.getTime() + context.sessionTtlMs).toISOString(),
      paymentId: null,
    };
    data.sessions[id] = record;
    return record;
  });
  return {
    status: 201,
    body: {
      sessionId: session.id,
      createPaymentUrl: `${context.publicUrl()}/ingenico/token-pay/create-payment`,
      expiresAt: session.expiresAt,
    },
  };
};

const refund = (context: SandboxContext, merchantId: string, paymentId: string, input: unknown): Answer => {
  const parsed = refundSchema.safeParse(input);
  if (!parsed.success) return error(400, 'INVALID_REQUEST', z.prettifyError(parsed.error));
  const payment = context.store.data.payments[paymentId];
  if (!payment || payment.merchantId !== merchantId)
    return error(404, 'PAYMENT_NOT_FOUND', 'Unknown payment.');
  if (payment.status !== 'COMPLETED') {
    return error(409, 'PAYMENT_NOT_REFUNDABLE', 'Only a completed payment can be refunded.');
  }
  if (payment.refundedAmount + parsed.data.amount > payment.amount) {
    return error(409, 'REFUND_EXCEEDS_PAYMENT', 'The refund is larger than what is left of the payment.');
  }
  const record = context.store.update((data) => {
    const stored = data.payments[paymentId];
    if (!stored) throw new Error('payment vanished');
    stored.refundedAmount += parsed.data.amount;
    stored.updatedAt = nowIso();
    const created = {
      id: newId('rf'),
      merchantId,
      paymentId,
      amount: parsed.data.amount,
      createdAt: stored.updatedAt,
    };
    data.refunds[created.id] = created;
    return created;
  });
  return { status: 201, body: { id: record.id, paymentId, amount: record.amount, status: 'REFUNDED' } };
};

const route = (
  context: SandboxContext,
  merchantId: string,
  method: string,
  rest: string[],
  input: unknown,
): Answer => {
  const [collection, id, action] = rest;
  if (method === 'POST' && collection === 'hostedsessions' && rest.length === 1) {
    return createSession(context, merchantId, input);
  }
  if (collection === 'payments' && id && rest.length === 2 && method === 'GET') {
    const payment = context.store.data.payments[id];
    if (!payment || payment.merchantId !== merchantId)
      return error(404, 'PAYMENT_NOT_FOUND', 'Unknown payment.');
    return { status: 200, body: paymentView(payment) };
  }
  if (collection === 'payments' && id && action === 'refund' && rest.length === 3 && method === 'POST') {
    return refund(context, merchantId, id, input);
  }
  if (collection === 'tokens' && id && rest.length === 2) {
    const token = context.store.data.tokens[id];
    if (!token || token.merchantId !== merchantId) return error(404, 'TOKEN_NOT_FOUND', 'Unknown token.');
    if (method === 'GET') return { status: 200, body: tokenView(token) };
    if (method === 'DELETE') {
      context.store.update((data) => {
        delete data.tokens[id];
      });
      return { status: 200, body: { token: id, deleted: true } };
    }
  }
  return error(404, 'NOT_FOUND', 'No such operation.');
};

/** Applies the injected fault, if any: waits, then answers the failure status or lets the request through. */
const applyFault = async (context: SandboxContext): Promise<Answer | null> => {
  const faults = context.faults;
  if (!faults) return null;
  if (faults.remaining !== null) {
    faults.remaining -= 1;
    if (faults.remaining <= 0) context.faults = null;
  }
  if (faults.delayMs > 0) await sleep(faults.delayMs);
  if (faults.failStatus !== null) {
    return error(faults.failStatus, 'INJECTED_FAULT', 'A fault injected through the control API.');
  }
  return null;
};

/**
 * `/v2/{merchantId}/…`: signed calls from the merchant's server. POSTs may carry an
 * `Idempotency-Key`: a repeat gets the first answer (with `Idempotent-Replayed: true`), a repeat
 * while the first is still running gets 409, the same key with another request gets 422.
 */
export const handleServerToServer = async (
  context: SandboxContext,
  request: IncomingMessage,
  response: ServerResponse,
  segments: string[],
  pathWithQuery: string,
  body: string,
) => {
  const method = request.method ?? 'GET';
  const check = verifySignature(
    { method, path: pathWithQuery, headers: request.headers, body },
    (id) => context.merchants.get(id)?.key,
  );
  if (!check.ok) return sendError(response, 401, 'AUTHENTICATION_FAILED', check.message);
  const [pathMerchant, ...rest] = segments;
  if (pathMerchant !== check.merchantId) {
    return sendError(response, 403, 'MERCHANT_MISMATCH', 'The key does not belong to this merchant.');
  }
  const input = parseJson(body);
  if (input === undefined) return sendError(response, 400, 'INVALID_REQUEST', 'The body is not JSON.');

  const keyHeader = request.headers['idempotency-key'];
  const idempotencyKey =
    method === 'POST' && typeof keyHeader === 'string' && keyHeader !== '' ? keyHeader : null;
  if (idempotencyKey && idempotencyKey.length > 128) {
    return sendError(response, 400, 'INVALID_REQUEST', 'The Idempotency-Key is longer than 128 characters.');
  }
  const storeKey = idempotencyKey ? `${check.merchantId}\n${idempotencyKey}` : null;
  const requestHash = createHash('sha256').update(`${method}\n${pathWithQuery}\n${body}`).digest('hex');
  if (storeKey) {
    const previous = context.store.data.idempotency[storeKey];
    if (previous) {
      if (previous.requestHash !== requestHash) {
        return sendError(
          response,
          422,
          'IDEMPOTENCY_KEY_REUSED',
          'This Idempotency-Key was used for another request.',
        );
      }
      return sendJson(response, previous.status, previous.body, { 'idempotent-replayed': 'true' });
    }
    if (context.running.has(storeKey)) {
      return sendError(
        response,
        409,
        'IDEMPOTENT_REQUEST_IN_PROGRESS',
        'The first request with this key is still running.',
      );
    }
    context.running.add(storeKey);
  }
  try {
    const fault = await applyFault(context);
    const answer = fault ?? route(context, check.merchantId, method, rest, input);
    if (storeKey && answer.status < 500) {
      context.store.update((data) => {
        data.idempotency[storeKey] = {
          requestHash,
          status: answer.status,
          body: answer.body,
          createdAt: nowIso(),
        };
      });
    }
    const [first] = (answer.body as { errors?: Array<{ code: string; message: string }> }).errors ?? [];
    if (first) return sendError(response, answer.status, first.code, first.message);
    return sendJson(response, answer.status, answer.body);
  } finally {
    if (storeKey) context.running.delete(storeKey);
  }
};
