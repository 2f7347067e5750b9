import type { EndpointContract } from '@portal/shared/contracts';
import { ErrorCode, ok } from '@portal/shared/contracts';
import { validationMessage } from '@portal/shared/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { IpRateLimitName } from '../config';
import { AppError } from '../lib/app-error';
import { PreparedJson } from '../lib/prepared-json';
import { findUnsafeInput } from '../lib/unsafe-input';
import type { Services } from '../services';
import type { AuthenticatedSession } from '../services/sessions';

export interface EndpointContext<C extends EndpointContract, P> {
  input: z.output<C['input']>;
  /** The caller's session (always set for `user` endpoints). */
  session: AuthenticatedSession | null;
  /** What `loadWithSession` fetched together with the session. */
  preloaded: P;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Result<C extends EndpointContract> = z.output<C['result']>;

export interface EndpointOptions<P> {
  /** For hot `user` reads: check the session and fetch the data in one database round trip. */
  loadWithSession?: (
    services: Services,
    tokenHash: string,
  ) => Promise<{ session: AuthenticatedSession; data: P } | null>;
  /**
   * The per-client-address limit this endpoint counts against (values in config's
   * IP_RATE_LIMIT_DEFAULTS). Checked first, before the body is parsed; over it the answer is
   * RATE_LIMITED with `{ retryAfterSeconds }`.
   */
  ipRateLimit?: IpRateLimitName;
}

const acceptsGzip = (header: string | string[] | undefined): boolean =>
  String(header ?? '')
    .split(',')
    .some((part) => {
      const [coding, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return (coding === 'gzip' || coding === '*') && (q === undefined || Number(q.slice(2)) > 0);
    });

/** Sends an envelope that was serialised in advance, answering 304 to a matching If-None-Match. */
const sendPrepared = (request: FastifyRequest, reply: FastifyReply, prepared: PreparedJson) => {
  reply
    .type('application/json; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('etag', prepared.etag)
    .header('vary', 'accept-encoding, accept-language');
  if (request.headers['if-none-match'] === prepared.etag) return reply.code(304).send();
  if (prepared.compressible && acceptsGzip(request.headers['accept-encoding'])) {
    return reply.header('content-encoding', 'gzip').send(prepared.gzip());
  }
  return reply.send(prepared.body);
};

/** The caller's user id on a `user` endpoint (the auth hook has answered 20002 without a session). */
export const callerId = (session: AuthenticatedSession | null): number => {
  if (!session) throw new Error('a user endpoint ran without a session');
  return session.userId;
};

/** 400 naming the field, never echoing the value, for input no handler may see (unsafe-input.ts). */
const refuseUnsafeInput = (where: 'query' | 'body', input: unknown): void => {
  const found = findUnsafeInput(input);
  if (!found) return;
  const message =
    found.reason === 'depth'
      ? `The request ${where} is nested too deeply.`
      : `Invalid ${where} field '${found.path.slice(0, 60)}': ${validationMessage('validation.unsupportedCharacters')}`;
  throw new AppError(ErrorCode.BAD_REQUEST, { statusCode: 400, message });
};

/**
 * Registers one endpoint from its shared contract: the path under /api, the method, the strict
 * zod schema (query string for GET, body otherwise) and the auth mode come from the contract; the
 * handler returns the result, which is wrapped in the success envelope. Business failures are
 * thrown as AppError.
 */
export const registerEndpoint = <C extends EndpointContract, P = undefined>(
  app: FastifyInstance,
  contract: C,
  handler: (context: EndpointContext<C, P>) => Promise<Result<C> | PreparedJson> | Result<C> | PreparedJson,
  options: EndpointOptions<P> = {},
): void => {
  const isGet = contract.method === 'GET';
  const { ipRateLimit } = options;
  app.route({
    method: contract.method,
    url: `/api${contract.path}`,
    schema: isGet ? { querystring: contract.input } : { body: contract.input },
    config: { auth: contract.auth, sessionLoader: options.loadWithSession, contract, ipRateLimit },
    onRequest: ipRateLimit
      ? async (request) => app.services.rateLimits.enforceIp(ipRateLimit, request.ip)
      : undefined,
    preValidation: async (request) => {
      // A call without a body is a call with no fields (the schema then decides).
      if (!isGet && request.body === undefined) request.body = {};
      refuseUnsafeInput(isGet ? 'query' : 'body', isGet ? request.query : request.body);
    },
    handler: async (request, reply) => {
      const result = await handler({
        input: (isGet ? request.query : request.body) as z.output<C['input']>,
        session: request.session,
        preloaded: request.preloaded as P,
        request,
        reply,
      });
      // A handler that answered itself (a PDF, a calendar file) has nothing left to wrap.
      if (reply.sent) return reply;
      if (result instanceof PreparedJson) return sendPrepared(request, reply, result);
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(ok(result)));
    },
  });
};
