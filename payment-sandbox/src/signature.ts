import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Worldline's server API authentication (GCS `v1HMAC`), checked exactly as
 * `onlinepayments-sdk-nodejs` computes it (`utils/authentication`):
 *
 *   Authorization: GCS v1HMAC:<apiKeyId>:<base64 HMAC-SHA256(secret, stringToSign)>
 *   stringToSign = METHOD \n contentType \n date \n canonicalXGcsHeaders path \n
 *
 * `contentType` is the Content-Type header for POST, PUT and DELETE and empty otherwise;
 * `canonicalXGcsHeaders` is every `X-GCS-*` header (idempotence key, server meta info, …) as
 * `lowercase-name:value\n`, sorted by name, values with folded lines joined by a space and trimmed;
 * `path` is the request target as sent, query included.
 */
export const SIGNATURE_SCHEME = 'GCS v1HMAC';

/** Requests whose Date is further than this from the host's clock are refused. */
export const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;

type Headers = Record<string, string | string[] | undefined>;

const headerValue = (headers: Headers, name: string): string | undefined => {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
};

const canonicalValue = (value: string) => value.replace(/\r?\n[^\S\r\n]*/g, ' ').trim();

/** The `X-GCS-*` headers as they enter the string to sign. */
export const canonicalGcsHeaders = (headers: Headers): string =>
  Object.keys(headers)
    .filter((name) => name.toUpperCase().startsWith('X-GCS'))
    .sort((a, b) => a.toUpperCase().localeCompare(b.toUpperCase()))
    .map((name) => `${name.toLowerCase()}:${canonicalValue(headerValue(headers, name) ?? '')}\n`)
    .join('');

export const stringToSign = (
  method: string,
  contentType: string,
  date: string,
  headers: Headers,
  path: string,
): string => {
  const upper = method.toUpperCase();
  const signedType = upper === 'POST' || upper === 'PUT' || upper === 'DELETE' ? contentType : '';
  return `${upper}\n${signedType}\n${date}\n${canonicalGcsHeaders(headers)}${path}\n`;
};

export const sign = (secret: string, text: string): string =>
  createHmac('sha256', secret).update(text).digest('base64');

export const safeEqual = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * The headers a client sends with a signed request, the way the SDK builds them (for tests and
 * scripts that call the sandbox without the SDK). `gcsHeaders` are extra `X-GCS-*` headers.
 */
export const signedHeaders = (
  credentials: { apiKeyId: string; secret: string },
  method: string,
  path: string,
  options: { gcsHeaders?: Record<string, string>; now?: Date; contentType?: string } = {},
): Record<string, string> => {
  const date = (options.now ?? new Date()).toUTCString();
  const contentType = options.contentType ?? 'application/json';
  const extra = Object.fromEntries(
    Object.entries(options.gcsHeaders ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
  );
  const signature = sign(credentials.secret, stringToSign(method, contentType, date, extra, path));
  return {
    date,
    'content-type': contentType,
    ...extra,
    authorization: `${SIGNATURE_SCHEME}:${credentials.apiKeyId}:${signature}`,
  };
};

export type SignatureCheck = { ok: true; apiKeyId: string } | { ok: false; message: string };

/** Checks a request's `v1HMAC` signature against the secret of its API key. */
export const verifySignature = (
  request: { method: string; path: string; headers: Headers },
  secretFor: (apiKeyId: string) => string | undefined,
  now = Date.now(),
): SignatureCheck => {
  const authorization = headerValue(request.headers, 'authorization');
  const date = headerValue(request.headers, 'date');
  if (!authorization || !date) return { ok: false, message: 'Authorization and Date headers are required.' };
  const match = /^GCS v1HMAC:([^:\s]+):([A-Za-z0-9+/=]+)$/.exec(authorization);
  if (!match)
    return { ok: false, message: 'The Authorization header is not GCS v1HMAC:<apiKeyId>:<signature>.' };
  const [, apiKeyId = '', signature = ''] = match;
  const secret = secretFor(apiKeyId);
  if (!secret) return { ok: false, message: 'Unknown API key id.' };
  const sent = Date.parse(date);
  if (Number.isNaN(sent) || Math.abs(now - sent) > MAX_CLOCK_SKEW_MS) {
    return { ok: false, message: 'The Date header is missing, malformed or too far from the current time.' };
  }
  const contentType = headerValue(request.headers, 'content-type') ?? '';
  const expected = sign(
    secret,
    stringToSign(request.method, contentType, date, request.headers, request.path),
  );
  if (!safeEqual(signature, expected)) return { ok: false, message: 'The signature does not match.' };
  return { ok: true, apiKeyId };
};

/** The MAC the host puts on the return URL (and answers as RETURNMAC): base64url(HMAC-SHA256(secret, paymentId)). */
export const returnMac = (secret: string, paymentId: string): string =>
  createHmac('sha256', secret).update(paymentId).digest('base64url');

/** A webhook's `X-GCS-Signature`: base64(HMAC-SHA256(webhook secret, body)), as Worldline signs them. */
export const webhookSignature = (secret: string, body: string): string =>
  createHmac('sha256', secret).update(body).digest('base64');
