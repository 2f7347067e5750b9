import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { CREATE_PAYMENT_PATH, sessionPaymentKey } from '@portal/shared/contracts/payments';
import { HOST_REFERENCE_PATTERN } from '@portal/shared/validation';
import { type Domain, init, type PaymentContext, type SdkResponse } from 'onlinepayments-sdk-nodejs';
import {
  type CreatedPayment,
  type HostPayment,
  type HostRefund,
  type HostSession,
  type HostStatusCategory,
  type HostToken,
  type PaymentHost,
  PaymentHostRequestError,
  PaymentHostUnavailableError,
  type SessionPaymentQuery,
} from './payment-host';

export interface WorldlineHostOptions {
  /** Worldline's API endpoint (e.g. https://payment.preprod.direct.worldline-solutions.com) or the sandbox's origin. */
  endpoint: string;
  /** The merchant (PSPID) in the API paths. */
  merchantId: string;
  apiKeyId: string;
  /** The API key's secret: signs every request and the return URLs' MACs. */
  apiSecret: string;
  /** Each call is abandoned after this long (PaymentHostUnavailableError). */
  timeoutMs: number;
}

/** Worldline's limit on an idempotence key. */
const IDEMPOTENCE_KEY_MAX = 40;

/** A key Worldline accepts: the caller's own when it fits, otherwise a digest of it (same key → same digest). */
export const idempotenceKey = (key: string): string =>
  key.length <= IDEMPOTENCE_KEY_MAX && /^[\x21-\x7e]+$/.test(key)
    ? key
    : createHash('sha256').update(key).digest('hex').slice(0, IDEMPOTENCE_KEY_MAX);

const withIdempotence = (key: string): PaymentContext => ({ idempotence: { key: idempotenceKey(key) } });

/** Worldline's status categories as the portal knows them: a refunded payment was completed first. */
const CATEGORY: Record<string, HostStatusCategory> = {
  COMPLETED: 'COMPLETED',
  REFUNDED: 'COMPLETED',
  UNSUCCESSFUL: 'UNSUCCESSFUL',
  REVERSED: 'UNSUCCESSFUL',
};

export const hostStatusCategory = (statusCategory: string | null | undefined): HostStatusCategory =>
  CATEGORY[statusCategory ?? ''] ?? 'PENDING';

const BRANDS: Record<number, string> = { 132: 'Diners Club' };

/** Worldline's MMYY as the portal's MM/YY. */
const expiryOf = (mmyy: string | null | undefined): string | null =>
  mmyy && /^\d{4}$/.test(mmyy) ? `${mmyy.slice(0, 2)}/${mmyy.slice(2)}` : null;

const lastFourOf = (masked: string | null | undefined): string | null => {
  const lastFour = masked?.slice(-4) ?? '';
  return /^\d{4}$/.test(lastFour) ? lastFour : null;
};

/** The portal's view of Worldline's `PaymentResponse`; null when it lacks what the portal needs. */
export const toHostPayment = (payment: Domain.PaymentResponse): HostPayment | null => {
  const output = payment.paymentOutput;
  const card = output?.cardPaymentMethodSpecificOutput;
  const amount = output?.amountOfMoney?.amount;
  const currency = output?.amountOfMoney?.currencyCode;
  if (!payment.id || typeof amount !== 'number' || !currency) return null;
  const statusCategory = hostStatusCategory(payment.statusOutput?.statusCategory);
  const lastFour = lastFourOf(card?.card?.cardNumber);
  const expiry = expiryOf(card?.card?.expiryDate);
  if (statusCategory === 'COMPLETED' && (!lastFour || !expiry)) return null;
  const firstError = payment.statusOutput?.errors?.[0];
  const reference = output?.references?.merchantReference ?? '';
  return {
    id: payment.id,
    // Payments made through the portal's card page carry their hosted tokenization as reference.
    sessionId: reference,
    merchantReference: reference,
    // The portal checks a card with a zero amount and charges orders with more.
    purpose: amount === 0 ? 'add-card' : 'payment',
    amount,
    currency,
    statusCategory,
    statusReason:
      statusCategory === 'UNSUCCESSFUL' ? (firstError?.id ?? firstError?.errorCode ?? 'REJECTED') : null,
    card: {
      token: card?.token ?? null,
      brand: card?.card?.cardScheme ?? BRANDS[card?.paymentProductId ?? 0] ?? 'Card',
      lastFour: lastFour ?? '0000',
      expiry: expiry ?? '00/00',
      // Worldline's card essentials have no holder: the portal keeps the one typed in its form.
      holder: '',
      fingerprint: card?.paymentAccountReference ?? '',
    },
    refundedAmount: payment.statusOutput?.statusCategory === 'REFUNDED' ? amount : 0,
  };
};

const toHostToken = (token: Domain.TokenResponse): HostToken | null => {
  const data = token.card?.data?.cardWithoutCvv;
  const lastFour = lastFourOf(data?.cardNumber);
  const expiry = expiryOf(data?.expiryDate);
  if (!token.id || !lastFour || !expiry) return null;
  return {
    token: token.id,
    brand: BRANDS[token.paymentProductId ?? 0] ?? 'Card',
    lastFour,
    expiry,
    holder: data?.cardholderName ?? '',
    fingerprint: '',
  };
};

/** A payment created with a saved token (`payWithToken`). */
export type TokenPayment = CreatedPayment;

/**
 * The merchant's createPayment for a session (a hosted tokenization), one body for every caller:
 * repeated with the session's idempotence key, it must be the same request to get the same answer.
 */
export const sessionPaymentRequest = (session: SessionPaymentQuery): Domain.CreatePaymentRequest => ({
  hostedTokenizationId: session.sessionId,
  order: {
    amountOfMoney: { amount: session.amount, currencyCode: session.currency },
    references: { merchantReference: session.sessionId },
  },
  cardPaymentMethodSpecificInput: {
    authorizationMode: 'SALE',
    threeDSecure: { redirectionData: { returnUrl: session.returnUrl } },
  },
});

/** The payment host behind the portal's `PaymentHost`, plus the Worldline calls the portal's flow does not need yet. */
export interface WorldlineHost extends PaymentHost {
  /** The token the hosted tokenization page produced for this session; null until a card was submitted. */
  tokenOfSession(hostedTokenizationId: string): Promise<string | null>;
  /** Creates a payment with a saved token, server to server (3-D Secure redirect or frictionless). */
  payWithToken(
    request: {
      token: string;
      amount: number;
      currency: string;
      returnUrl: string;
      merchantReference: string;
    },
    idempotencyKey: string,
  ): Promise<TokenPayment>;
}

/** The Worldline Direct server API through `onlinepayments-sdk-nodejs`, with timeouts and the portal's errors. */
export const createWorldlineHost = (options: WorldlineHostOptions): WorldlineHost => {
  const endpoint = new URL(options.endpoint);
  const scheme = endpoint.protocol === 'https:' ? 'https' : 'http';
  const client = init({
    host: endpoint.hostname,
    scheme,
    ...(endpoint.port ? { port: Number(endpoint.port) } : {}),
    apiKeyId: options.apiKeyId,
    secretApiKey: options.apiSecret,
    integrator: 'Cardholder airport-services portal',
    // The SDK's own logging would print whole bodies: the portal logs outcomes, never card data.
    enableLogging: false,
    // One connection per call: a kept-alive socket the host closed would fail the next call.
    connectionOptions: {
      agent: scheme === 'https' ? new HttpsAgent({ keepAlive: false }) : new HttpAgent({ keepAlive: false }),
    },
  });
  const { merchantId } = options;

  /** Runs one SDK call; a host that is unreachable, slow or failing (5xx, 409 in progress, 429) is unavailable. */
  const call = async <T>(what: string, request: () => Promise<SdkResponse<T, Domain.ErrorResponse>>) => {
    let pending: Promise<SdkResponse<T, Domain.ErrorResponse>>;
    try {
      pending = request();
    } catch (error) {
      // The SDK validates bodies against Worldline's schemas before sending.
      throw new PaymentHostRequestError(
        `the SDK refused ${what}: ${(error as Error).message}`,
        400,
        'INVALID_REQUEST',
      );
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new PaymentHostUnavailableError(
              `payment host did not answer ${what} within ${options.timeoutMs} ms`,
            ),
          ),
        options.timeoutMs,
      );
    });
    let response: SdkResponse<T, Domain.ErrorResponse>;
    try {
      response = await Promise.race([pending, timeout]);
    } catch (error) {
      if (error instanceof PaymentHostUnavailableError) throw error;
      throw new PaymentHostUnavailableError(
        `payment host unreachable during ${what} (${(error as Error).message})`,
        {
          cause: error,
        },
      );
    } finally {
      clearTimeout(timer);
    }
    if (
      !response.isSuccess &&
      (response.status >= 500 || response.status === 409 || response.status === 429)
    ) {
      throw new PaymentHostUnavailableError(`payment host answered ${response.status} to ${what}`);
    }
    return response;
  };

  const refused = (what: string, response: { status: number; body: Domain.ErrorResponse | null }) => {
    const first = response.body?.errors?.[0];
    const code = first?.id ?? first?.errorCode ?? undefined;
    return new PaymentHostRequestError(
      `payment host refused ${what}: ${response.status} ${code ?? ''} ${first?.message ?? ''}`.trim(),
      response.status,
      code,
    );
  };

  const unexpected = (what: string, status: number) =>
    new PaymentHostRequestError(`payment host sent an unexpected ${what} answer`, status, undefined);

  /** Ids go into the SDK's paths unescaped: anything but a plain reference never leaves. */
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

  const getPayment = async (paymentId: string): Promise<HostPayment | null> => {
    if (!HOST_REFERENCE_PATTERN.test(paymentId)) return null;
    const response = await call('get payment', () => client.payments.getPayment(merchantId, paymentId));
    if (!response.isSuccess) {
      if (response.status === 404) return null;
      throw refused('get payment', response);
    }
    const payment = toHostPayment(response.body);
    if (!payment) throw unexpected('get payment', response.status);
    return payment;
  };

  /** Worldline's createPayment: the payment made, and where the browser goes for 3-D Secure. */
  const createPayment = async (
    what: string,
    body: Domain.CreatePaymentRequest,
    idempotencyKey: string,
  ): Promise<CreatedPayment> => {
    const response = await call(what, () =>
      client.payments.createPayment(merchantId, body, withIdempotence(idempotencyKey)),
    );
    // A payment refused at once is answered 402 with the payment in `paymentResult`.
    const result = response.isSuccess
      ? response.body
      : (response.body as Domain.PaymentErrorResponse | null)?.paymentResult;
    if (!result?.payment?.id) {
      throw response.isSuccess ? unexpected(what, response.status) : refused(what, response);
    }
    const redirect = result.merchantAction?.redirectData;
    return {
      paymentId: result.payment.id,
      statusCategory: hostStatusCategory(result.payment.statusOutput?.statusCategory),
      redirectUrl: redirect?.redirectURL ?? null,
      returnMac: redirect?.RETURNMAC ?? null,
      payment: toHostPayment(result.payment),
    };
  };

  /** The session's createPayment, always under the session's own idempotence key (`sessionPaymentKey`). */
  const paySession = (session: SessionPaymentQuery, what: string): Promise<CreatedPayment> => {
    const id = reference(session.sessionId);
    return createPayment(what, sessionPaymentRequest({ ...session, sessionId: id }), sessionPaymentKey(id));
  };

  return {
    signsReturnUrls: true,

    async createSession(request, idempotencyKey): Promise<HostSession> {
      const body: Domain.CreateHostedTokenizationRequest = {
        locale: 'en_US',
        askConsumerConsent: true,
        ...(request.token ? { tokens: reference(request.token) } : {}),
      };
      const response = await call('create hosted tokenization', () =>
        client.hostedTokenization.createHostedTokenization(merchantId, body, withIdempotence(idempotencyKey)),
      );
      if (!response.isSuccess) throw refused('create hosted tokenization', response);
      const { hostedTokenizationId, hostedTokenizationUrl, invalidTokens } = response.body;
      if (request.token && invalidTokens?.includes(request.token)) {
        throw new PaymentHostRequestError('payment host does not know the saved card', 404, 'UNKNOWN_TOKEN');
      }
      if (!hostedTokenizationId || !hostedTokenizationUrl || !URL.canParse(hostedTokenizationUrl)) {
        throw unexpected('create hosted tokenization', response.status);
      }
      // Worldline's tokenizer shows `hostedTokenizationUrl`; the sandbox's own card page posts to its
      // create-payment page instead (its stand-in for the tokenizer plus the merchant's createPayment).
      return {
        sessionId: hostedTokenizationId,
        hostedTokenizationUrl,
        createPaymentUrl: `${new URL(hostedTokenizationUrl).origin}${CREATE_PAYMENT_PATH}`,
      };
    },

    getPayment,

    async paymentOfSession(session): Promise<string | null> {
      const id = reference(session.sessionId);
      // Asked first, read-only: a session on which no card was submitted has no payment, and the
      // createPayment below must not be the first for it.
      const tokenized = await call('get hosted tokenization', () =>
        client.hostedTokenization.getHostedTokenization(merchantId, id),
      );
      if (!tokenized.isSuccess) {
        if (tokenized.status === 404 || tokenized.status === 400) return null;
        throw refused('get hosted tokenization', tokenized);
      }
      if (!tokenized.body.token?.id) return null;
      // The merchant's createPayment for the session, with the key it was made with: the host
      // answers a repeated key with its first answer, the payment made then (Worldline keeps keys
      // for a while; the sandbox for a day).
      return (await paySession(session, 'create payment (repeated for its session)')).paymentId;
    },

    payWithSession: (session) => paySession(session, 'create payment for its session'),

    async getToken(token): Promise<HostToken | null> {
      if (!HOST_REFERENCE_PATTERN.test(token)) return null;
      const response = await call('get token', () => client.tokens.getToken(merchantId, token));
      if (!response.isSuccess) {
        if (response.status === 404) return null;
        throw refused('get token', response);
      }
      const found = toHostToken(response.body);
      if (!found) throw unexpected('get token', response.status);
      return found;
    },

    async deleteToken(token): Promise<void> {
      const id = reference(token);
      const response = await call('delete token', () => client.tokens.deleteToken(merchantId, id));
      if (!response.isSuccess && response.status !== 404) throw refused('delete token', response);
    },

    async refund(paymentId, amount, idempotencyKey, currency): Promise<HostRefund> {
      const id = reference(paymentId);
      // Worldline wants the currency with the amount: the payment's own.
      const currencyCode = currency ?? (await getPayment(id))?.currency;
      if (!currencyCode) {
        throw new PaymentHostRequestError(
          'payment host does not know the payment',
          404,
          'UNKNOWN_PAYMENT_ID',
        );
      }
      const response = await call('refund', () =>
        client.payments.refundPayment(
          merchantId,
          id,
          { amountOfMoney: { amount, currencyCode } },
          withIdempotence(idempotencyKey),
        ),
      );
      if (!response.isSuccess) throw refused('refund', response);
      if (!response.body.id) throw unexpected('refund', response.status);
      return {
        id: response.body.id,
        paymentId: id,
        amount: response.body.refundOutput?.amountOfMoney?.amount ?? amount,
      };
    },

    verifyReturnMac(paymentId, mac): boolean {
      const expected = Buffer.from(
        createHmac('sha256', options.apiSecret).update(paymentId).digest('base64url'),
      );
      const given = Buffer.from(mac);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },

    async tokenOfSession(hostedTokenizationId): Promise<string | null> {
      const id = reference(hostedTokenizationId);
      const response = await call('get hosted tokenization', () =>
        client.hostedTokenization.getHostedTokenization(merchantId, id),
      );
      if (!response.isSuccess) {
        if (response.status === 404 || response.status === 400) return null;
        throw refused('get hosted tokenization', response);
      }
      return response.body.token?.id ?? null;
    },

    async payWithToken(request, idempotencyKey): Promise<TokenPayment> {
      const body: Domain.CreatePaymentRequest = {
        order: {
          amountOfMoney: { amount: request.amount, currencyCode: request.currency },
          references: { merchantReference: request.merchantReference },
        },
        cardPaymentMethodSpecificInput: {
          token: reference(request.token),
          authorizationMode: 'SALE',
          threeDSecure: { redirectionData: { returnUrl: request.returnUrl } },
        },
      };
      return createPayment('create payment', body, idempotencyKey);
    },
  };
};
