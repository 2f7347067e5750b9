import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CREATE_PAYMENT_PATH } from '@portal/shared/contracts/payments';
import { z } from 'zod';
import { handleChallenge, handleCreatePayment, handleHostedTokenization, handlePreflight } from './browser';
import { DECLINE_CVC, FRICTIONLESS_TEST_NUMBER, PUBLISHED_TEST_NUMBERS } from './cards';
import {
  DEV_MERCHANT_ID,
  DEV_MERCHANT_KEY,
  type Merchant,
  type SandboxContext,
  type WebhookEndpoint,
} from './context';
import { BodyTooLargeError, parseRequestTarget, readBody, sendError, sendJson, sendScript } from './http';
import {
  allowedHostNames,
  CONTROL_KEY_HEADER,
  controlKeyMatches,
  hostAllowed,
  hostNameOf,
  ownOriginOrNone,
  randomControlKey,
} from './request-guard';
import { handleServerToServer } from './server-to-server';
import { JsonStore } from './store';
import { CARD_FRAME_SCRIPT_PATH, cardFrameScript, TOKENIZER_SCRIPT_PATH, tokenizerScript } from './tokenizer';

export { DECLINE_CVC, FRICTIONLESS_TEST_NUMBER, PUBLISHED_TEST_NUMBERS } from './cards';
export {
  DEV_MERCHANT_ID,
  DEV_MERCHANT_KEY,
  DEV_WEBHOOK_KEY_ID,
  DEV_WEBHOOK_SECRET,
  type Merchant,
  type WebhookEndpoint,
} from './context';
export { IDEMPOTENCE_KEY_MAX } from './server-to-server';
export { returnMac, SIGNATURE_SCHEME, signedHeaders, webhookSignature } from './signature';
export { TOKENIZER_SCRIPT_PATH } from './tokenizer';

export interface PaymentSandboxOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** Where `data.json` lives; created if missing. */
  dataDir: string;
  merchants?: Merchant[];
  /** Where the default merchant's payment events go (ignored when `merchants` is given). */
  webhook?: WebhookEndpoint;
  /** The origin browsers use (default `http://host:port`). */
  publicUrl?: string;
  /** Portal origins allowed to call create-payment, besides any loopback origin. */
  allowedOrigins?: string[];
  /** Sent as `x-control-key` to the control routes; a random one when omitted (read it from the answer). */
  controlKey?: string;
  /** Host names answered besides loopback ones and the public URL's (e.g. a container's name). */
  allowedHosts?: string[];
  /** How long a hosted session may be used (default 30 minutes). */
  sessionMinutes?: number;
  /**
   * A 3-D Secure challenge nobody answers fails after this many minutes (default 10), as an
   * issuer's does: until then the payment is pending, and the portal opens no second one for its order.
   */
  challengeMinutes?: number;
  /** One line per request (method, path, status, time) and webhook delivery; never bodies or query strings. */
  log?: (line: string) => void;
}

export interface PaymentSandbox {
  /** e.g. http://127.0.0.1:8090 */
  url: string;
  port: number;
  dataFile: string;
  /** What the control routes want in `x-control-key`. */
  controlKey: string;
  close(): Promise<void>;
}

const faultsSchema = z.strictObject({
  delayMs: z.number().int().min(0).max(120_000).default(0),
  failStatus: z.number().int().min(400).max(599).nullable().default(null),
  count: z.number().int().positive().nullable().default(null),
});

const handleControl = (
  context: SandboxContext,
  request: IncomingMessage,
  response: ServerResponse,
  action: string | undefined,
  body: string,
) => {
  if (!ownOriginOrNone(request, context.publicUrl())) {
    return sendError(response, 403, 'FORBIDDEN', 'Control routes do not answer pages of another origin.');
  }
  if (!controlKeyMatches(request, context.controlKey)) {
    return sendError(response, 403, 'FORBIDDEN', `Control routes need the ${CONTROL_KEY_HEADER} header.`);
  }
  if (request.method !== 'POST') return sendError(response, 405, 'METHOD_NOT_ALLOWED', 'Use POST.');
  if (action === 'reset') {
    context.store.reset();
    context.faults = null;
    context.running.clear();
    return sendJson(response, 200, { reset: true });
  }
  if (action === 'faults') {
    let json: unknown;
    try {
      json = body === '' ? {} : JSON.parse(body);
    } catch {
      return sendError(response, 400, 'INVALID_REQUEST', 'The body is not JSON.');
    }
    const parsed = faultsSchema.safeParse(json);
    if (!parsed.success) return sendError(response, 400, 'INVALID_REQUEST', z.prettifyError(parsed.error));
    const { delayMs, failStatus, count } = parsed.data;
    context.faults = delayMs === 0 && failStatus === null ? null : { delayMs, failStatus, remaining: count };
    return sendJson(response, 200, { faults: context.faults });
  }
  return sendError(response, 404, 'NOT_FOUND', 'No such control route.');
};

/** `GET /`: what this host is and which test cards it knows. */
const describe = (context: SandboxContext) => ({
  name: 'payment-sandbox',
  createPaymentUrl: `${context.publicUrl()}${CREATE_PAYMENT_PATH}`,
  tokenizerUrl: `${context.publicUrl()}${TOKENIZER_SCRIPT_PATH}`,
  testCards: {
    challenge: PUBLISHED_TEST_NUMBERS,
    frictionless: FRICTIONLESS_TEST_NUMBER,
    declineCvc: DECLINE_CVC,
  },
});

/** A token is a card's stand-in: the log shows its last four characters only. */
export const loggedPath = (pathname: string): string =>
  pathname.replace(
    /(\/tokens\/)([^/]+)/,
    (_match, prefix: string, id: string) => `${prefix}…${id.slice(-4)}`,
  );

const route = async (
  context: SandboxContext,
  request: IncomingMessage,
  response: ServerResponse,
  log: ((line: string) => void) | undefined,
) => {
  const method = request.method ?? 'GET';
  const target = parseRequestTarget(request.url);
  if (log) {
    const started = Date.now();
    response.on('finish', () =>
      log(
        `${method} ${target ? loggedPath(target.pathname) : '(malformed URL)'} ${response.statusCode} ${Date.now() - started}ms`,
      ),
    );
  }
  if (!hostAllowed(context.allowedHosts, request)) {
    return sendError(response, 421, 'MISDIRECTED_REQUEST', 'The sandbox does not answer for this host name.');
  }
  if (!target) return sendError(response, 400, 'INVALID_REQUEST', 'The request URL is malformed.');
  const { pathname, segments, pathWithQuery } = target;
  const body = method === 'GET' || method === 'HEAD' || method === 'OPTIONS' ? '' : await readBody(request);
  if (pathname === CREATE_PAYMENT_PATH) {
    if (method === 'OPTIONS') return handlePreflight(context, request, response);
    if (method === 'POST') return handleCreatePayment(context, request, response, body);
    return sendError(response, 405, 'METHOD_NOT_ALLOWED', 'Use POST.');
  }
  const [first, second, third] = segments;
  if (pathname === TOKENIZER_SCRIPT_PATH || pathname === CARD_FRAME_SCRIPT_PATH) {
    if (method !== 'GET' && method !== 'HEAD')
      return sendError(response, 405, 'METHOD_NOT_ALLOWED', 'Use GET.');
    return sendScript(response, pathname === TOKENIZER_SCRIPT_PATH ? tokenizerScript : cardFrameScript);
  }
  if (first === 'hostedtokenization' && second && segments.length === 2) {
    if (method === 'OPTIONS') return handlePreflight(context, request, response);
    if (method === 'GET' || method === 'POST')
      return handleHostedTokenization(context, request, response, second, body);
    return sendError(response, 405, 'METHOD_NOT_ALLOWED', 'Use GET or POST.');
  }
  if (first === '3ds' && second === 'challenge' && third && segments.length === 3) {
    if (method === 'GET' || method === 'POST')
      return handleChallenge(context, request, response, third, body);
    return sendError(response, 405, 'METHOD_NOT_ALLOWED', 'Use GET or POST.');
  }
  if (first === 'v2' && segments.length >= 2) {
    return await handleServerToServer(context, request, response, segments.slice(1), pathWithQuery, body);
  }
  if (first === '_control') return handleControl(context, request, response, second, body);
  if (method === 'GET' && pathname === '/healthz') return sendJson(response, 200, { ok: true });
  if (method === 'GET' && pathname === '/') return sendJson(response, 200, describe(context));
  return sendError(response, 404, 'NOT_FOUND', 'Not found.');
};

/** Whatever a request does, the process keeps running: a failure is answered, at worst with a 500. */
const answerFailure = (
  response: ServerResponse,
  error: unknown,
  log: ((line: string) => void) | undefined,
) => {
  try {
    if (response.headersSent) return response.destroy();
    if (error instanceof BodyTooLargeError) {
      return sendError(
        response,
        413,
        'TOO_LARGE',
        'The body is too large.',
        error.drained ? {} : { connection: 'close' },
      );
    }
    log?.(`request failed: ${(error as Error).message}`);
    return sendError(response, 500, 'INTERNAL', 'The payment sandbox failed.');
  } catch {
    response.destroy();
  }
};

const createHandler =
  (context: SandboxContext, log: ((line: string) => void) | undefined) =>
  (request: IncomingMessage, response: ServerResponse) => {
    route(context, request, response, log).catch((error: unknown) => answerFailure(response, error, log));
  };

/** Starts the sandbox on its own port; `close()` stops it and releases the data folder. */
export const startPaymentSandbox = async (options: PaymentSandboxOptions): Promise<PaymentSandbox> => {
  const host = options.host ?? '127.0.0.1';
  const merchants = options.merchants ?? [
    {
      id: DEV_MERCHANT_ID,
      key: DEV_MERCHANT_KEY,
      name: 'Cardholder portal',
      ...(options.webhook ? { webhook: options.webhook } : {}),
    },
  ];
  const store = new JsonStore(options.dataDir);
  let url = '';
  const context: SandboxContext = {
    store,
    merchants: new Map(merchants.map((merchant) => [merchant.id, merchant])),
    publicUrl: () => url,
    faults: null,
    running: new Set(),
    allowedOrigins: new Set(options.allowedOrigins ?? []),
    sessionTtlMs: (options.sessionMinutes ?? 30) * 60_000,
    challengeTtlMs: (options.challengeMinutes ?? 10) * 60_000,
    controlKey: options.controlKey ?? randomControlKey(),
    allowedHosts: allowedHostNames(options.allowedHosts ?? []),
    log: options.log,
    deliveries: new Set(),
  };
  const server = createServer(createHandler(context, options.log));
  server.keepAliveTimeout = 5_000;
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 8090, host, () => resolve());
    });
  } catch (error) {
    store.release();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const browserHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  url = (options.publicUrl ?? `http://${browserHost}:${port}`).replace(/\/+$/, '');
  // Browsers reach the sandbox by its public URL's name, and by the address it listens on.
  const publicHost = URL.canParse(url) ? new URL(url).host : '';
  const listenHost = hostNameOf(browserHost) ?? '';
  context.allowedHosts = allowedHostNames([...(options.allowedHosts ?? []), publicHost, listenHost]);
  let closed: Promise<void> | null = null;
  return {
    url,
    port,
    dataFile: store.file,
    controlKey: context.controlKey,
    close: () => {
      closed ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      })
        .then(() => Promise.allSettled([...context.deliveries]))
        .then(() => undefined)
        .finally(() => store.release());
      return closed;
    },
  };
};
