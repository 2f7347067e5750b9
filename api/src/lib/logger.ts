import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import pino, { type DestinationStream, type Logger } from 'pino';

/** Values that must never reach a log, wherever they appear in a logged object. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-operator-key"]',
  'headers.authorization',
  'headers["x-operator-key"]',
  'authorization',
  'password',
  'token',
  'code',
  'cardNumber',
  '*.password',
  '*.newPassword',
  '*.oldPassword',
  '*.token',
  '*.code',
  '*.cardNumber',
  '*.operatorKey',
];

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Honours an incoming `x-request-id` when it is a sane value; otherwise makes one. */
export const requestIdFor = (request: IncomingMessage): string => {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
};

interface LoggedRequest {
  method?: string;
  url?: string;
  ip?: string;
}

interface QueryFailure extends Error {
  query?: string;
  params?: unknown[];
  cause?: unknown;
}

/**
 * Database errors carry the query's parameters (emails, hashes, codes), and PostgreSQL's own
 * messages may quote a value: log the query text, the error code and the names involved only.
 */
const errorSerializer = (error: QueryFailure) => {
  if (Array.isArray(error.params)) {
    const cause = (error.cause ?? {}) as {
      code?: string;
      table?: string;
      constraint?: string;
      column?: string;
    };
    return {
      type: 'DrizzleQueryError',
      message: 'database query failed',
      query: error.query,
      pgCode: cause.code,
      table: cause.table,
      constraint: cause.constraint,
      column: cause.column,
    };
  }
  return pino.stdSerializers.err(error);
};

/** Pino JSON logs: request line without query string or body, secrets redacted. */
export const createLogger = (level: string, destination?: DestinationStream): Logger =>
  pino(
    {
      level,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: {
        req: (request: LoggedRequest) => ({
          method: request.method,
          path: request.url?.split('?')[0],
          ip: request.ip,
        }),
        res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
        err: errorSerializer,
      },
    },
    destination,
  );
