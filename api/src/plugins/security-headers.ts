import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { CardEntry } from '../config';

export const contentSecurityPolicy = (
  paymentHostOrigin: string | undefined,
  cardEntry: CardEntry,
): string => {
  const payment = paymentHostOrigin ? ` ${paymentHostOrigin}` : '';
  // Worldline's hosted tokenization: its tokenizer script runs on the portal's page.
  const tokenizer = cardEntry === 'hosted-tokenization' ? payment : '';
  return [
    "default-src 'self'",
    `script-src 'self'${tokenizer}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    // The browser posts card details to the payment host's create-payment (never to the API), or
    // types them into the host's hosted tokenization iframe.
    `connect-src 'self'${payment}`,
    `frame-src 'self'${payment}`,
    `form-action 'self'${payment}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
};

/**
 * Headers on every answer, also those written before routing (framework and socket errors, which
 * no hook sees): the same values helmet is told to send below.
 */
export const BASE_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
} as const;

/**
 * `@fastify/helmet` sends the usual set (HSTS, COOP and CORP, nosniff, framing denied, the
 * referrer policy, origin-keyed agent clusters…). The CSP is the portal's own, on pages only: an
 * API answer or a script is never a document, and the policy is half a kilobyte.
 */
const HELMET_OPTIONS = {
  contentSecurityPolicy: false,
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: BASE_SECURITY_HEADERS['referrer-policy'] },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
} as const;

/**
 * A release's files (scripts, styles, texts, images, fonts) are never framed, never documents, and
 * fetched a dozen at a time when a remote is entered: they go with `nosniff` only, not the
 * request's id nor the headers that apply to documents, about 400 bytes less each. Without a
 * resource policy they also load on an issuer's page, under the booking widget (issue 27). A
 * content-hashed one (`immutable`) goes without validators and ranges too, which a file kept a
 * year unchanged never uses; an entry file (`remoteEntry.js`, manifests) keeps its ETag.
 */
export const APP_FILE_DROPPED_HEADERS = [
  'x-request-id',
  'referrer-policy',
  'x-frame-options',
  'strict-transport-security',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;
export const IMMUTABLE_FILE_DROPPED_HEADERS = [
  ...APP_FILE_DROPPED_HEADERS,
  'etag',
  'last-modified',
  'accept-ranges',
] as const;

type HeaderReader = { getHeader(name: string): unknown };

/**
 * A file of a build, served (not a page, not an API answer, nor an error, which keep the request's
 * id for the logs).
 */
const isAppFile = (url: string, reply: HeaderReader & { statusCode: number }): boolean => {
  const type = String(reply.getHeader('content-type') ?? '');
  return reply.statusCode < 400 && !url.startsWith('/api/') && type !== '' && !type.startsWith('text/html');
};

const isImmutable = (reply: HeaderReader): boolean =>
  String(reply.getHeader('cache-control') ?? '').includes('immutable');

/**
 * Headers on every response; the CSP on pages. API answers are not cached unless the route says
 * otherwise (public reads send `no-cache` with an ETag).
 */
export const securityHeadersPlugin = fp<{ paymentHostOrigin: string | undefined; cardEntry: CardEntry }>(
  async (app, { paymentHostOrigin, cardEntry }) => {
    const csp = contentSecurityPolicy(paymentHostOrigin, cardEntry);
    await app.register(helmet, HELMET_OPTIONS);
    app.addHook('onSend', async (request, reply, payload) => {
      if (isAppFile(request.url, reply)) {
        const dropped = isImmutable(reply) ? IMMUTABLE_FILE_DROPPED_HEADERS : APP_FILE_DROPPED_HEADERS;
        // Helmet writes its headers on the raw response before routing.
        for (const name of dropped) {
          reply.removeHeader(name);
          reply.raw.removeHeader(name);
        }
        reply.header('x-content-type-options', BASE_SECURITY_HEADERS['x-content-type-options']);
        return payload;
      }
      // Also on an answer written by a hook that ran before helmet's (a foreign origin refused).
      reply.headers(BASE_SECURITY_HEADERS);
      const type = String(reply.getHeader('content-type') ?? '');
      if (type.startsWith('text/html')) reply.header('content-security-policy', csp);
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
      return payload;
    });
  },
  { name: 'security-headers' },
);
