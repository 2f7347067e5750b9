import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The server-to-server signature, modelled on Worldline's v1HMAC: the client signs the method,
 * the path (with query), the `Date` header and the body's SHA-256 digest with the merchant key.
 *
 *   Date: <RFC 1123 date>
 *   Digest: SHA-256=<base64 of sha256(body)>
 *   Authorization: v1HMAC:<merchantId>:<base64 of hmac-sha256(key, stringToSign)>
 *   stringToSign = METHOD \n path \n date \n digest \n
 */
export const SIGNATURE_SCHEME = 'v1HMAC';

/** Requests whose Date is further than this from the host's clock are refused. */
export const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;

export const bodyDigest = (body: string): string =>
  `SHA-256=${createHash('sha256').update(body).digest('base64')}`;

export const stringToSign = (method: string, path: string, date: string, digest: string): string =>
  `${method.toUpperCase()}\n${path}\n${date}\n${digest}\n`;

export const sign = (key: string, method: string, path: string, date: string, digest: string): string =>
  createHmac('sha256', key)
    .update(stringToSign(method, path, date, digest))
    .digest('base64');

/** The headers a client sends with a signed request. */
export const signedHeaders = (
  merchantId: string,
  key: string,
  method: string,
  path: string,
  body: string,
  now = new Date(),
): Record<string, string> => {
  const date = now.toUTCString();
  const digest = bodyDigest(body);
  return {
    date,
    digest,
    authorization: `${SIGNATURE_SCHEME}:${merchantId}:${sign(key, method, path, date, digest)}`,
  };
};

export const safeEqual = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export type SignatureCheck = { ok: true; merchantId: string } | { ok: false; message: string };

/** Checks a request's signature against the merchants' keys. */
export const verifySignature = (
  request: {
    method: string;
    path: string;
    headers: Record<string, string | string[] | undefined>;
    body: string;
  },
  keyFor: (merchantId: string) => string | undefined,
  now = Date.now(),
): SignatureCheck => {
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const authorization = header('authorization');
  const date = header('date');
  const digest = header('digest');
  if (!authorization || !date || !digest) {
    return { ok: false, message: 'Authorization, Date and Digest headers are required.' };
  }
  const match = /^v1HMAC:([^:]+):([A-Za-z0-9+/=]+)$/.exec(authorization);
  if (!match)
    return { ok: false, message: 'The Authorization header is not v1HMAC:<merchantId>:<signature>.' };
  const [, merchantId = '', signature = ''] = match;
  const key = keyFor(merchantId);
  if (!key) return { ok: false, message: 'Unknown merchant key id.' };
  const sent = Date.parse(date);
  if (Number.isNaN(sent) || Math.abs(now - sent) > MAX_CLOCK_SKEW_MS) {
    return { ok: false, message: 'The Date header is missing, malformed or too far from the current time.' };
  }
  if (!safeEqual(digest, bodyDigest(request.body))) {
    return { ok: false, message: 'The Digest header does not match the body.' };
  }
  if (!safeEqual(signature, sign(key, request.method, request.path, date, digest))) {
    return { ok: false, message: 'The signature does not match.' };
  }
  return { ok: true, merchantId };
};

/** The MAC the host puts on the return URL: base64url(hmac-sha256(merchant key, paymentId)). */
export const returnMac = (key: string, paymentId: string): string =>
  createHmac('sha256', key).update(paymentId).digest('base64url');
