import { ErrorCode, type ErrorCodeValue, fail } from '@portal/shared/contracts';
import { errorMessages } from '@portal/shared/contracts/error-messages';
import { isValidationKey, validationMessage } from '@portal/shared/validation';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { isAppError } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the static-apps plugin: answers a browser's page request with the shell's index.html. */
    spaFallback: ((request: FastifyRequest, reply: FastifyReply) => Promise<boolean>) | null;
  }
}

const MAX_MESSAGE = 200;
const clip = (text: string, max = MAX_MESSAGE): string =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

type ValidationFailure = Parameters<typeof hasZodFastifySchemaValidationErrors>[0] & {
  validation: Array<{
    instancePath: string;
    message?: string;
    keyword: string;
    params: Record<string, unknown>;
  }>;
  validationContext?: string;
};

/** zod's words for a field that was not sent at all. */
const MISSING = /received undefined$/;

/** The rule a field broke, in words: a contract's message key as its English text (zod's own are words). */
const ruleInWords = (message: string | undefined): string => {
  if (!message) return 'It is not valid.';
  if (MISSING.test(message)) return validationMessage('validation.required');
  return isValidationKey(message) ? validationMessage(message) : message;
};

/** Names the first wrong field and its rule in words, without echoing the value that was sent. */
export const describeValidation = (error: ValidationFailure): string => {
  const where = error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? 'request');
  const first = error.validation[0];
  if (!first) return `Invalid ${where}.`;
  const keys = first.params.keys;
  if (first.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
    const names = keys.map((key) => `'${clip(String(key), 40)}'`).join(', ');
    return clip(`Unknown field${keys.length > 1 ? 's' : ''} in ${where}: ${names}.`);
  }
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const rule = ruleInWords(first.message);
  return clip(field ? `Invalid ${where} field '${field}': ${rule}` : `Invalid ${where}: ${rule}`);
};

/**
 * How long a client should wait before trying again when the database is unreachable: about what a
 * PostgreSQL restart or a fail-over takes.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Node's codes for a server that cannot be reached (refused, reset, timed out, unknown host). */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
/** node-postgres's words when a pooled connection is lost or none can be made in time. */
const LOST_CONNECTION =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * True when the error says the database cannot be reached or is not accepting work now (as opposed
 * to refusing this request): connection failures, SQLSTATE class 08 (connection exception), 57P01–
 * 57P03 (shut down, crashed, starting up) and 53300 (too many connections). The request may succeed
 * if sent again later: 503 with Retry-After, not 500.
 */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (UNREACHABLE.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code) || code === '53300')
        return true;
    }
    if (typeof message === 'string' && LOST_CONNECTION.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

/** The PostgreSQL SQLSTATE of a database error (drizzle wraps it in `cause`), if it is one. */
export const databaseErrorCode = (error: unknown): string | undefined => {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
};

const send = (
  reply: FastifyReply,
  status: number,
  code: ErrorCodeValue,
  message?: string,
  details: Record<string, unknown> | null = null,
) =>
  reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(fail(code, message ?? errorMessages[code], details));

/**
 * The envelope on every failure: 400 for a request that does not match its schema (or is not
 * JSON), 404 for an unknown path, 503 with Retry-After while the database cannot be reached, 500
 * for a fault; business errors keep their own status. No stack trace or internal message ever
 * reaches the client.
 */
export const envelopePlugin = fp(
  async (app) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate('spaFallback', null);

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (isAppError(error)) {
        if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
        if (error.headers) reply.headers(error.headers);
        return send(reply, error.statusCode, error.errorCode, error.message, error.details);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        return send(reply, 400, ErrorCode.BAD_REQUEST, describeValidation(error as ValidationFailure));
      }
      switch (error.code) {
        case 'FST_ERR_CTP_INVALID_JSON_BODY':
        case 'FST_ERR_CTP_EMPTY_JSON_BODY':
          return send(reply, 400, ErrorCode.BAD_REQUEST, 'The request body is not valid JSON.');
        case 'FST_ERR_CTP_BODY_TOO_LARGE':
          return send(reply, 413, ErrorCode.BAD_REQUEST, 'The request body is too large.');
        case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
          return send(reply, 415, ErrorCode.BAD_REQUEST, 'Send the request body as JSON.');
      }
      // Class 22 ("data exception": a NUL in text, a number out of range, …) is bad input that a
      // contract let through: the request's fault, not the server's. Logged to find the contract.
      const sqlState = databaseErrorCode(error);
      if (sqlState?.startsWith('22')) {
        request.log.warn({ sqlState }, 'database refused a value: a contract should have');
        return send(reply, 400, ErrorCode.BAD_REQUEST, 'The request holds a value that cannot be stored.');
      }
      if (isDatabaseUnavailable(error)) {
        // Not the message: a failed query's message holds its parameters.
        request.log.error({ sqlState: databaseErrorCode(error) }, 'database unavailable');
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        return send(reply, 503, ErrorCode.SERVICE_UNAVAILABLE);
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        request.log.info({ code: error.code, status }, 'request refused');
        return send(reply, status, status === 404 ? ErrorCode.NOT_FOUND : ErrorCode.BAD_REQUEST);
      }
      request.log.error({ err: error }, 'request failed');
      if (status === 503) return send(reply, 503, ErrorCode.SERVICE_UNAVAILABLE);
      return send(reply, 500, ErrorCode.INTERNAL);
    });

    app.setNotFoundHandler(async (request, reply) => {
      if (app.spaFallback && (await app.spaFallback(request, reply))) return reply;
      return send(reply, 404, ErrorCode.NOT_FOUND);
    });
  },
  { name: 'envelope' },
);
