import { ErrorCode, fail } from '@portal/shared/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Cross-origin calls (issue 27): the booking widget runs on an issuer's own page, and from there it
 * reads the remote registry, the programme's services and the Fast Track airports. Only the
 * origins an issuer is configured for (`EMBED_ORIGINS`) are answered; every other foreign origin is
 * refused before anything else runs. No credentials are ever allowed across origins: no
 * `Access-Control-Allow-Credentials` (the portal has no cookies for the API anyway) and no
 * `authorization` header, so a page elsewhere can neither send nor read a cardholder's session.
 * Requests of the portal's own pages (same host) pass untouched.
 */

/** The methods and request headers the widget uses; nothing that carries a session. */
export const CORS_ALLOWED_METHODS = 'GET, POST';
export const CORS_ALLOWED_HEADERS = 'accept, accept-language, content-type, channel';
/** How long a browser may keep a preflight's answer (seconds). */
export const CORS_MAX_AGE_SECONDS = 600;

export interface CorsOptions {
  /** Exact origins (`https://www.issuer.example`) whose pages may call the API. */
  allowedOrigins: readonly string[];
  /** The portal's own address; its origin is never foreign. */
  publicUrl: string;
}

/** `https://Issuer.example:443/x` → `https://issuer.example`: what a browser sends as `Origin`. */
export const normaliseOrigin = (value: string): string | null => {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
};

/** A request whose `Origin` names the host it was sent to (the portal's own page). */
const isSameHost = (origin: string, request: FastifyRequest): boolean => {
  const host = request.headers.host;
  try {
    return typeof host === 'string' && new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
};

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

const isPreflight = (request: FastifyRequest) =>
  request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;

const refuse = (reply: FastifyReply) =>
  reply
    .code(403)
    .type('application/json; charset=utf-8')
    .send(fail(ErrorCode.BAD_REQUEST, 'This origin may not call the portal API.'));

export const corsPlugin = fp<CorsOptions>(
  async (app, { allowedOrigins, publicUrl }) => {
    const allowed = new Set(allowedOrigins.map(normaliseOrigin).filter((o): o is string => o !== null));
    const own = normaliseOrigin(publicUrl);

    app.addHook('onRequest', async (request, reply) => {
      const origin = request.headers.origin;
      if (typeof origin !== 'string' || origin === own || isSameHost(origin, request)) return;
      // The answer differs by the caller's origin: a shared cache must not mix them up.
      reply.header('vary', 'Origin');
      if (!allowed.has(origin)) {
        // Static files stay readable as scripts and styles (they are public); the API and any
        // preflight are refused outright.
        if (isApi(request.url) || isPreflight(request)) return refuse(reply);
        return;
      }
      reply.header('access-control-allow-origin', origin);
      if (isPreflight(request)) {
        return reply
          .code(204)
          .header('access-control-allow-methods', CORS_ALLOWED_METHODS)
          .header('access-control-allow-headers', CORS_ALLOWED_HEADERS)
          .header('access-control-max-age', String(CORS_MAX_AGE_SECONDS))
          .send();
      }
    });
  },
  { name: 'cors' },
);
