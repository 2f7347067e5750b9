import { constants } from 'node:zlib';
import type { EndpointContract } from '@portal/shared/contracts';
import { ErrorCode, ok } from '@portal/shared/contracts';
import { validationMessage } from '@portal/shared/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { IpRateLimitName } from '../config';
import { AppError } from '../lib/app-error';
import { PreparedJson } from '../lib/prepared-json';
import { findUnsafeInput } from '../lib/unsafe-input';
import { refuseAfterSessionCheck, sessionExpired } from '../plugins/auth';
import type { Services } from '../services';
import type { AuthenticatedSession } from '../services/sessions';

export interface EndpointContext<C extends EndpointContract, P> {
  input: z.output<C['input']>;
  /** The caller's session (always set for `user` endpoints). */
  session: AuthenticatedSession | null;
  /** What `loadWithSession` or `loadWithSessionAndInput` fetched together with the session. */
  preloaded: P;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Result<C extends EndpointContract> = z.output<C['result']>;

/** What a session loader found: the live session and the route's data, or null for no live session. */
type Loaded<P> = Promise<{ session: AuthenticatedSession; data: P } | null>;

export interface EndpointOptions<C extends EndpointContract, P> {
  /**
   * For hot `user` reads: check the session and fetch the data in one database round trip, in the
   * auth hook (before the request is parsed).
   */
  loadWithSession?: (services: Services, tokenHash: string) => Loaded<P>;
  /**
   * For hot `user` reads that depend on the input: check the session and fetch the data in one
   * database round trip, in the handler, once the input is valid (the auth hook only checks the
   * token's form). Null answers SESSION_EXPIRED; so does a request refused before the handler ran
   * when its session is not live (`refuseAfterSessionCheck`), keeping the usual order of answers.
   */
  loadWithSessionAndInput?: (services: Services, tokenHash: string, input: z.output<C['input']>) => Loaded<P>;
  /**
   * The per-client-address limit this endpoint counts against (values in config's
   * IP_RATE_LIMIT_DEFAULTS). Checked first, before the body is parsed; over it the answer is
   * RATE_LIMITED with `{ retryAfterSeconds }`.
   */
  ipRateLimit?: IpRateLimitName;
  /**
   * How this endpoint's answers are compressed, instead of `JSON_ANSWER_COMPRESSION`
   * (`@fastify/compress` route options; `false`: never).
   */
  compress?: RouteOptions['compress'];
}

/**
 * How an endpoint's JSON answers are compressed: brotli at quality 1 (gzip where brotli is not
 * accepted), not the app's quality 4, which stays for everything else. The answers are a few KB of
 * JSON: quality 1 compresses them nearly as well (a page of ten bookings, 3.2 KB: 367 against 326
 * bytes) at a third of the CPU (8 against 22 µs), and under load that is what an answer costs:
 * `/order/list` at 100 connections on PostgreSQL, two runs each, 5,470 and 5,879 req/s at quality 4,
 * 6,072 and 6,226 at quality 1. Measured first for `/maps/search`, one answer per keystroke pause.
 */
export const JSON_ANSWER_COMPRESSION: RouteOptions['compress'] = {
  encodings: ['br', 'gzip'],
  threshold: 1024,
  brotliOptions: {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: 1,
    },
  },
};

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
  options: EndpointOptions<C, P> = {},
): void => {
  const isGet = contract.method === 'GET';
  const { ipRateLimit, loadWithSession, loadWithSessionAndInput, compress } = options;
  if ((loadWithSession || loadWithSessionAndInput) && contract.auth !== 'user') {
    throw new Error(`${contract.path}: a session loader needs a 'user' endpoint`);
  }
  if (loadWithSession && loadWithSessionAndInput) {
    throw new Error(`${contract.path}: loadWithSession or loadWithSessionAndInput, not both`);
  }
  app.route({
    method: contract.method,
    url: `/api${contract.path}`,
    schema: isGet ? { querystring: contract.input } : { body: contract.input },
    config: {
      auth: contract.auth,
      sessionLoader: loadWithSession,
      sessionInHandler: loadWithSessionAndInput !== undefined,
      contract,
      ipRateLimit,
    },
    errorHandler: loadWithSessionAndInput ? refuseAfterSessionCheck : undefined,
    compress: compress ?? JSON_ANSWER_COMPRESSION,
    onRequest: ipRateLimit
      ? async (request) => app.services.rateLimits.enforceIp(ipRateLimit, request.ip)
      : undefined,
    preValidation: async (request) => {
      // A call without a body is a call with no fields (the schema then decides).
      if (!isGet && request.body === undefined) request.body = {};
      refuseUnsafeInput(isGet ? 'query' : 'body', isGet ? request.query : request.body);
    },
    handler: async (request, reply) => {
      const input = (isGet ? request.query : request.body) as z.output<C['input']>;
      if (loadWithSessionAndInput) {
        const tokenHash = request.sessionTokenHash;
        if (tokenHash === null) throw new Error('the auth hook left no token hash');
        const loaded = await loadWithSessionAndInput(app.services, tokenHash, input);
        if (!loaded) return sessionExpired(reply);
        request.session = loaded.session;
        request.preloaded = loaded.data;
      }
      const result = await handler({
        input,
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
