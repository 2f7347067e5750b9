import { createHash, timingSafeEqual } from 'node:crypto';
import { AUTH_HEADER, type AuthMode, ErrorCode, fail, OPERATOR_KEY_HEADER } from '@portal/shared/contracts';
import { errorMessages } from '@portal/shared/contracts/error-messages';
import { rolesAllow } from '@portal/shared/contracts/operations';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Services } from '../services';
import type { OperatorActor } from '../services/operations/operator-actor';
import { type AuthenticatedSession, tokenHashOrNull } from '../services/sessions';

/**
 * Loads the session together with a route's data in one database round trip (for hot reads such
 * as `/order/msg`); null when the session is not live.
 */
export type SessionLoader = (
  services: Services,
  tokenHash: string,
) => Promise<{ session: AuthenticatedSession; data: unknown } | null>;

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthMode;
    sessionLoader?: SessionLoader;
    /**
     * A `user` route whose handler checks the session in its own statement (reads that depend on
     * the validated body): the hook only hashes a well-formed token into `sessionTokenHash`.
     */
    sessionInHandler?: boolean;
  }
  interface FastifyRequest {
    /** The caller's session: set for `user` routes, and for `optional` ones when a live token came. */
    session: AuthenticatedSession | null;
    /** What the route's session loader fetched with the session. */
    preloaded: unknown;
    /** On a `sessionInHandler` route: the hash of the well-formed token, for the handler's statement. */
    sessionTokenHash: string | null;
    /** Who makes an `operator` call: a signed-in operator with the role it needs, or automation (the key). */
    operator: OperatorActor | null;
  }
}

/** The token from the `authorization` header: the raw token, or `Bearer <token>`. */
export const tokenFrom = (request: FastifyRequest): string | undefined => {
  const header = request.headers[AUTH_HEADER];
  if (typeof header !== 'string') return undefined;
  const value = header.trim();
  return /^bearer\s+/i.test(value) ? value.replace(/^bearer\s+/i, '') : value;
};

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares in constant time (the digests have equal length whatever was sent). */
export const operatorKeyMatches = (sent: unknown, expected: string): boolean =>
  typeof sent === 'string' && timingSafeEqual(digest(sent), digest(expected));

/** The answer to a protected call without a live session: 20002, HTTP 200. */
export const sessionExpired = (reply: FastifyReply) =>
  reply
    .code(200)
    .type('application/json; charset=utf-8')
    .send(fail(ErrorCode.SESSION_EXPIRED, errorMessages[ErrorCode.SESSION_EXPIRED]));

/**
 * The one answer to a caller who is not an operator (decision 0019): no live operator session and
 * no right operator key — a cardholder's token, an ended operator session, a wrong key or nothing.
 * HTTP 403 with OPERATOR_KEY_INVALID, before the body is looked at. Not 20002, which the browser's
 * client takes as the end of the cardholder's session (it would sign a cardholder out in the tab).
 */
const notAnOperator = (reply: FastifyReply) =>
  reply
    .code(403)
    .type('application/json; charset=utf-8')
    .send(fail(ErrorCode.OPERATOR_KEY_INVALID, errorMessages[ErrorCode.OPERATOR_KEY_INVALID]));

/**
 * The route error handler of a `sessionInHandler` route. A request refused before its handler ran
 * (a body that is not JSON, fails its schema or holds unsafe input, …) has had no session check
 * yet: it gets one here, and answers 20002 when the session is not live — as on every other
 * protected route, where the check comes first. Anything else goes on to the app's error handler.
 */
export const refuseAfterSessionCheck = async (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  const status = (error as { statusCode?: unknown }).statusCode;
  const beforeSessionCheck = request.session === null && request.sessionTokenHash !== null;
  if (beforeSessionCheck && typeof status === 'number' && status < 500) {
    request.session = await request.server.services.sessions.authenticate(tokenFrom(request));
    if (!request.session) return sessionExpired(reply);
  }
  throw error;
};

/**
 * Runs in `onRequest`, before the body is parsed or validated: a protected call without a live
 * session answers 20002 whatever its body. An operator call needs a live operator session with the
 * role its contract names (else OPERATOR_ROLE_MISSING, audited), or the operator key (automation,
 * every role); anything else is `notAnOperator`. A sandbox control needs the key in production
 * (elsewhere it is open, as the sandboxes' own controls are). Cardholders' and operators' tokens
 * have different forms and tables: neither opens the other's endpoints. A `sessionInHandler`
 * route is only refused here for a token that cannot be one we issued; its handler's statement
 * checks the session, and `refuseAfterSessionCheck` a request refused before it.
 */
export const authPlugin = fp<{ operatorKey: string; production: boolean }>(
  async (app, { operatorKey, production }) => {
    app.decorateRequest('session', null);
    app.decorateRequest('preloaded', null);
    app.decorateRequest('sessionTokenHash', null);
    app.decorateRequest('operator', null);

    app.addHook('onRequest', async (request, reply) => {
      const { auth, sessionLoader, sessionInHandler } = request.routeOptions.config;
      if (!auth || auth === 'public') return;

      if (auth === 'sandbox' && !production) return;
      if (auth === 'sandbox') {
        if (operatorKeyMatches(request.headers[OPERATOR_KEY_HEADER], operatorKey)) return;
        request.log.warn('operator key missing or wrong');
        return notAnOperator(reply);
      }
      if (auth === 'operator') {
        const key = request.headers[OPERATOR_KEY_HEADER];
        if (key !== undefined) {
          if (!operatorKeyMatches(key, operatorKey)) {
            request.log.warn('operator key wrong');
            return notAnOperator(reply);
          }
          request.operator = { kind: 'automation' };
          return;
        }
        const actor = await app.services.operations.accounts.authenticate(tokenFrom(request));
        if (!actor) return notAnOperator(reply);
        const role = request.routeOptions.config.contract?.role ?? 'viewer';
        if (!rolesAllow(actor.roles, role)) {
          await app.services.operations.audit.record(
            { actor, clientIp: request.ip },
            {
              action: 'access.refused',
              target: `${request.method} ${request.routeOptions.url ?? request.url}`,
              details: { role, roles: actor.roles },
              outcome: 'refused',
            },
          );
          return reply
            .code(403)
            .type('application/json; charset=utf-8')
            .send(
              fail(ErrorCode.OPERATOR_ROLE_MISSING, errorMessages[ErrorCode.OPERATOR_ROLE_MISSING], { role }),
            );
        }
        request.operator = actor;
        return;
      }

      const token = tokenFrom(request);
      if (auth === 'user' && sessionInHandler) {
        request.sessionTokenHash = tokenHashOrNull(token);
        if (!request.sessionTokenHash) return sessionExpired(reply);
        return;
      }
      if (auth === 'user' && sessionLoader) {
        const tokenHash = tokenHashOrNull(token);
        const loaded = tokenHash ? await sessionLoader(app.services, tokenHash) : null;
        if (!loaded) return sessionExpired(reply);
        request.session = loaded.session;
        request.preloaded = loaded.data;
        return;
      }

      request.session = token ? await app.services.sessions.authenticate(token) : null;
      if (auth === 'user' && !request.session) return sessionExpired(reply);
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
