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

/** Headers on every answer, also those written before routing (framework and socket errors). */
export const BASE_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
} as const;

/**
 * Headers on every response; the CSP on pages. API answers are not cached unless the route says
 * otherwise (public reads send `no-cache` with an ETag).
 */
export const securityHeadersPlugin = fp<{ paymentHostOrigin: string | undefined; cardEntry: CardEntry }>(
  async (app, { paymentHostOrigin, cardEntry }) => {
    const csp = contentSecurityPolicy(paymentHostOrigin, cardEntry);
    app.addHook('onSend', async (request, reply, payload) => {
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
