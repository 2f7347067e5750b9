import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { merchantByKeyId, newHostedTokenizationId, nowIso, type SandboxContext } from './context';
import { sendJson, sleep } from './http';
import { challengeUrl, createPayment, expireUnansweredChallenge, refundPayment } from './operations';
import { returnMac, verifySignature } from './signature';
import type { PaymentRecord } from './store';
import { apiError, errorDocument, paymentResponse, refundResponse, tokenResponse } from './worldline';

/** One answer of the server API. */
export interface Answer {
  status: number;
  body: unknown;
}

const failure = (status: number, id: string, message: string, propertyName?: string): Answer => ({
  status,
  body: errorDocument(apiError(status, id, message, propertyName ? { propertyName } : {})),
});

/** Worldline's limit on `X-GCS-Idempotence-Key`. */
export const IDEMPOTENCE_KEY_MAX = 40;
export const IDEMPOTENCE_KEY_HEADER = 'x-gcs-idempotence-key';
const IDEMPOTENCE_TIMESTAMP_HEADER = 'x-gcs-idempotence-request-timestamp';

const amountOfMoney = z.object({
  amount: z.number().int().nonnegative().max(100_000_000),
  currencyCode: z.string().regex(/^[A-Z]{3}$/),
});

const createHostedTokenizationSchema = z.object({
  askConsumerConsent: z.boolean().nullish(),
  locale: z.string().max(8).nullish(),
  /** Comma-separated saved tokens to offer on the page. */
  tokens: z.string().max(1000).nullish(),
  variant: z.string().max(64).nullish(),
});

const createPaymentSchema = z.object({
  hostedTokenizationId: z.string().min(1).max(64).nullish(),
  order: z.object({
    amountOfMoney,
    references: z
      .object({
        merchantReference: z.string().max(50).nullish(),
        merchantParameters: z.string().max(1000).nullish(),
      })
      .nullish(),
  }),
  cardPaymentMethodSpecificInput: z
    .object({
      token: z.string().min(1).max(64).nullish(),
      authorizationMode: z.enum(['SALE', 'FINAL_AUTHORIZATION', 'PRE_AUTHORIZATION']).nullish(),
      returnUrl: z.url({ protocol: /^https?$/ }).nullish(),
      threeDSecure: z
        .object({
          redirectionData: z.object({ returnUrl: z.url({ protocol: /^https?$/ }).nullish() }).nullish(),
        })
        .nullish(),
    })
    .nullish(),
});

const refundSchema = z.object({
  amountOfMoney: amountOfMoney.extend({ amount: z.number().int().positive().max(100_000_000) }),
  references: z.object({ merchantReference: z.string().max(50).nullish() }).nullish(),
});

const invalid = (error: z.ZodError): Answer => {
  const issue = error.issues[0];
  return failure(400, 'PARAMETER_NOT_FOUND_IN_REQUEST', z.prettifyError(error), issue?.path.join('.'));
};

const parseJson = (body: string): unknown => {
  if (body === '') return {};
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
};

const createHostedTokenization = (context: SandboxContext, merchantId: string, input: unknown): Answer => {
  const parsed = createHostedTokenizationSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const offered = (parsed.data.tokens ?? '')
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean);
  const invalidTokens = offered.filter(
    (token) => context.store.data.tokens[token]?.merchantId !== merchantId,
  );
  const presetToken = offered.find((token) => !invalidTokens.includes(token)) ?? null;
  const session = context.store.update((data) => {
    const created = new Date();
    const record = {
      id: newHostedTokenizationId(),
      merchantId,
      presetToken,
      token: null,
      declineFirstPayment: false,
      createdAt: created.toISOString(),
      expiresAt: new Date(created.getTime() + context.sessionTtlMs).toISOString(),
      paymentId: null,
    };
    data.hostedTokenizations[record.id] = record;
    return record;
  });
  const partialRedirectUrl = `${new URL(context.publicUrl()).host}/hostedtokenization/${session.id}`;
  return {
    status: 200,
    body: {
      hostedTokenizationId: session.id,
      hostedTokenizationUrl: `${context.publicUrl()}/hostedtokenization/${session.id}`,
      partialRedirectUrl,
      invalidTokens,
      expiredCardTokens: [],
    },
  };
};

const getHostedTokenization = (context: SandboxContext, merchantId: string, id: string): Answer => {
  const session = context.store.data.hostedTokenizations[id];
  if (!session || session.merchantId !== merchantId) {
    return failure(404, 'UNKNOWN_HOSTED_TOKENIZATION_ID', 'Unknown hosted tokenization.');
  }
  const token = session.token ? context.store.data.tokens[session.token] : undefined;
  if (!token) {
    return failure(400, 'HOSTED_TOKENIZATION_NOT_COMPLETED', 'No card was submitted on this page yet.');
  }
  return {
    status: 200,
    body: {
      token: tokenResponse(token),
      tokenStatus: token.token === session.presetToken ? 'UNCHANGED' : 'CREATED',
    },
  };
};

const createPaymentCall = (context: SandboxContext, merchantId: string, input: unknown): Answer => {
  const parsed = createPaymentSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const { hostedTokenizationId, order, cardPaymentMethodSpecificInput: card } = parsed.data;
  let tokenId = card?.token ?? null;
  let decline = false;
  if (hostedTokenizationId) {
    const session = context.store.data.hostedTokenizations[hostedTokenizationId];
    if (!session || session.merchantId !== merchantId) {
      return failure(
        404,
        'UNKNOWN_HOSTED_TOKENIZATION_ID',
        'Unknown hosted tokenization.',
        'hostedTokenizationId',
      );
    }
    if (session.paymentId) {
      return failure(
        400,
        'HOSTED_TOKENIZATION_ALREADY_USED',
        'A payment was already made with this session.',
      );
    }
    if (!session.token) {
      return failure(400, 'HOSTED_TOKENIZATION_NOT_COMPLETED', 'No card was submitted on this page yet.');
    }
    if (tokenId && tokenId !== session.token) {
      return failure(400, 'TOKEN_MISMATCH', 'The token is not the one of this hosted tokenization.');
    }
    tokenId = session.token;
    decline = session.declineFirstPayment;
  }
  let sessionId = hostedTokenizationId ?? null;
  if (!sessionId && tokenId) {
    // A token fresh from the hosted page pays first with the CVC typed there.
    const fresh = Object.values(context.store.data.hostedTokenizations).find(
      (session) => session.token === tokenId && session.merchantId === merchantId && !session.paymentId,
    );
    if (fresh) {
      sessionId = fresh.id;
      decline = fresh.declineFirstPayment;
    }
  }
  if (!tokenId) {
    return failure(
      400,
      'PARAMETER_NOT_FOUND_IN_REQUEST',
      'A token or a hostedTokenizationId is required.',
      'cardPaymentMethodSpecificInput.token',
    );
  }
  const token = context.store.data.tokens[tokenId];
  if (!token || token.merchantId !== merchantId) {
    return failure(404, 'UNKNOWN_TOKEN', 'Unknown token.', 'cardPaymentMethodSpecificInput.token');
  }
  const returnUrl = card?.threeDSecure?.redirectionData?.returnUrl ?? card?.returnUrl ?? null;
  if (token.challenge && !returnUrl) {
    return failure(
      400,
      'PARAMETER_NOT_FOUND_IN_REQUEST',
      '3-D Secure needs a return URL.',
      'cardPaymentMethodSpecificInput.threeDSecure.redirectionData.returnUrl',
    );
  }
  const payment = createPayment(context, {
    merchantId,
    token,
    amount: order.amountOfMoney.amount,
    currency: order.amountOfMoney.currencyCode,
    returnUrl,
    merchantReference: order.references?.merchantReference ?? '',
    merchantParameters: order.references?.merchantParameters ?? null,
    hostedTokenizationId: sessionId,
    decline,
  });
  return createPaymentAnswer(context, payment);
};

/**
 * Worldline's answer to `createPayment` for a payment just created: 201 with the payment (and the
 * 3-D Secure redirect while it waits for the challenge), or 402 with it when refused at once.
 */
export const createPaymentAnswer = (context: SandboxContext, payment: PaymentRecord): Answer => {
  const result = {
    creationOutput: { token: payment.token, isNewToken: false, tokenizationSucceeded: true },
    payment: paymentResponse(payment),
    ...(payment.statusCategory === 'PENDING_PAYMENT'
      ? {
          merchantAction: {
            actionType: 'REDIRECT',
            redirectData: {
              redirectURL: challengeUrl(context, payment.id),
              RETURNMAC: returnMac(context.merchants.get(payment.merchantId)?.key ?? '', payment.id),
            },
          },
        }
      : {}),
  };
  // Worldline answers a payment refused at once with 402 and the payment in `paymentResult`.
  if (payment.statusCategory === 'UNSUCCESSFUL') {
    const document = errorDocument(...(result.payment.statusOutput.errors ?? []));
    return { status: 402, body: { ...document, paymentResult: result } };
  }
  return { status: 201, body: result };
};

/** Where an idempotence key's answer is kept: per merchant. */
export const idempotenceStoreKey = (merchantId: string, key: string): string => `${merchantId}\n${key}`;

/** Keeps an answer under an idempotence key: a repeat of the key is answered with it. */
export const rememberAnswer = (
  context: SandboxContext,
  storeKey: string,
  answer: Answer,
  requestTimestamp: number,
) => {
  context.store.update((data) => {
    data.idempotency[storeKey] = {
      status: answer.status,
      body: answer.body,
      requestTimestamp,
      createdAt: nowIso(),
    };
  });
};

const refund = (context: SandboxContext, merchantId: string, paymentId: string, input: unknown): Answer => {
  const parsed = refundSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const payment = context.store.data.payments[paymentId];
  if (!payment || payment.merchantId !== merchantId)
    return failure(404, 'UNKNOWN_PAYMENT_ID', 'Unknown payment.');
  const { amount, currencyCode } = parsed.data.amountOfMoney;
  const outcome = refundPayment(context, payment, amount, currencyCode);
  if (!outcome.ok) return failure(outcome.status, outcome.id, outcome.message);
  return { status: 201, body: refundResponse(outcome.refund, outcome.payment) };
};

const route = (
  context: SandboxContext,
  merchantId: string,
  method: string,
  rest: string[],
  input: unknown,
): Answer => {
  const [collection, id, action] = rest;
  if (collection === 'hostedtokenizations') {
    if (method === 'POST' && rest.length === 1) return createHostedTokenization(context, merchantId, input);
    if (method === 'GET' && id && rest.length === 2) return getHostedTokenization(context, merchantId, id);
  }
  if (collection === 'payments') {
    if (method === 'POST' && rest.length === 1) return createPaymentCall(context, merchantId, input);
    if (method === 'GET' && id && rest.length === 2) {
      const payment = context.store.data.payments[id];
      if (!payment || payment.merchantId !== merchantId)
        return failure(404, 'UNKNOWN_PAYMENT_ID', 'Unknown payment.');
      return { status: 200, body: paymentResponse(expireUnansweredChallenge(context, payment)) };
    }
    if (method === 'POST' && id && action === 'refund' && rest.length === 3) {
      return refund(context, merchantId, id, input);
    }
  }
  if (collection === 'tokens' && id && rest.length === 2) {
    const token = context.store.data.tokens[id];
    if (!token || token.merchantId !== merchantId) return failure(404, 'UNKNOWN_TOKEN', 'Unknown token.');
    if (method === 'GET') return { status: 200, body: tokenResponse(token) };
    if (method === 'DELETE') {
      context.store.update((data) => {
        delete data.tokens[id];
      });
      return { status: 204, body: null };
    }
  }
  return failure(404, 'NOT_FOUND', 'No such operation.');
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
    return failure(faults.failStatus, 'INJECTED_FAULT', 'A fault injected through the control API.');
  }
  return null;
};

const send = (response: ServerResponse, answer: Answer, headers: Record<string, string> = {}) => {
  if (answer.body === null) {
    response.writeHead(answer.status, { 'cache-control': 'no-store', ...headers });
    response.end();
    return;
  }
  sendJson(response, answer.status, answer.body, headers);
};

/**
 * `/v2/{merchantId}/…`: Worldline Direct's server API, every call signed (`GCS v1HMAC`). A POST may
 * carry `X-GCS-Idempotence-Key` (at most 40 characters): a repeat after the first finished gets the
 * first answer again, with `X-GCS-Idempotence-Request-Timestamp`; a repeat while the first is still
 * running gets 409. Failures of the host itself (5xx) are not remembered, so a retry goes through.
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
  const check = verifySignature({ method, path: pathWithQuery, headers: request.headers }, (apiKeyId) => {
    return merchantByKeyId(context, apiKeyId)?.key;
  });
  if (!check.ok) return send(response, failure(401, 'MISSING_OR_INVALID_AUTHORIZATION', check.message));
  const merchant = merchantByKeyId(context, check.apiKeyId);
  const [pathMerchant, ...rest] = segments;
  if (!merchant || pathMerchant !== merchant.id) {
    return send(
      response,
      failure(403, 'ACCESS_TO_MERCHANT_NOT_ALLOWED', 'The API key does not belong to this merchant.'),
    );
  }
  const input = parseJson(body);
  if (input === undefined) return send(response, failure(400, 'INVALID_JSON', 'The body is not JSON.'));

  const keyHeader = request.headers[IDEMPOTENCE_KEY_HEADER];
  const idempotenceKey =
    method === 'POST' && typeof keyHeader === 'string' && keyHeader !== '' ? keyHeader : null;
  if (
    idempotenceKey &&
    (idempotenceKey.length > IDEMPOTENCE_KEY_MAX || !/^[\x20-\x7e]+$/.test(idempotenceKey))
  ) {
    return send(
      response,
      failure(
        400,
        'INVALID_IDEMPOTENCE_KEY',
        `The idempotence key must be at most ${IDEMPOTENCE_KEY_MAX} ASCII characters.`,
      ),
    );
  }
  const storeKey = idempotenceKey ? idempotenceStoreKey(merchant.id, idempotenceKey) : null;
  if (storeKey) {
    const previous = context.store.data.idempotency[storeKey];
    if (previous) {
      return send(
        response,
        { status: previous.status, body: previous.body },
        {
          [IDEMPOTENCE_TIMESTAMP_HEADER]: String(previous.requestTimestamp),
        },
      );
    }
    if (context.running.has(storeKey)) {
      return send(
        response,
        failure(
          409,
          'DUPLICATE_REQUEST_IN_PROGRESS',
          'The first request with this idempotence key is still being processed.',
        ),
      );
    }
    context.running.add(storeKey);
  }
  const requestTimestamp = Date.now();
  try {
    const fault = await applyFault(context);
    const answer = fault ?? route(context, merchant.id, method, rest, input);
    if (storeKey && answer.status < 500) rememberAnswer(context, storeKey, answer, requestTimestamp);
    return send(response, answer);
  } finally {
    if (storeKey) context.running.delete(storeKey);
  }
};
