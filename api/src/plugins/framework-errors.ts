import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ErrorCode, type ErrorCodeValue, fail } from '@portal/shared/contracts';
import { errorMessages } from '@portal/shared/contracts/error-messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BASE_SECURITY_HEADERS } from './security-headers';

/**
 * Answers that Fastify writes before any route or hook runs — a URL it cannot decode, and the
 * socket-level errors of a client (a slow header or body, a malformed request) — in the portal's
 * envelope and with the security headers, like every other answer. Passed to Fastify's
 * `frameworkErrors` and `clientErrorHandler` options.
 */
const envelopeHeaders = {
  ...BASE_SECURITY_HEADERS,
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
};

export const onFrameworkError = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : error.statusCode === 500 ? 500 : 400;
  const code: ErrorCodeValue = status === 500 ? ErrorCode.INTERNAL : ErrorCode.BAD_REQUEST;
  const message = error.code === 'FST_ERR_BAD_URL' ? 'The request URL is not valid.' : errorMessages[code];
  return reply
    .code(status)
    .headers(envelopeHeaders)
    .send(JSON.stringify(fail(code, message)));
};

/** How long a connection answered for a client error stays open for the client to read the answer. */
const CLIENT_ERROR_LINGER_MS = 1_000;

const clientErrorAnswer = (code: string | undefined): { status: number; message: string } => {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, message: 'The request took too long to arrive.' };
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: 'The request headers are too large.' };
  return { status: 400, message: errorMessages[ErrorCode.BAD_REQUEST] };
};

export function onClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket) {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = clientErrorAnswer(error.code);
  this.log.info({ code: error.code, status }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify(fail(ErrorCode.BAD_REQUEST, message));
    const headers = {
      ...envelopeHeaders,
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    };
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
    // Lingering close (as nginx does): stop reading, send the answer and our FIN, and destroy the
    // socket only a moment later. Destroying at once, while the client is still sending, makes the
    // kernel answer its next bytes with a reset, which can wipe the answer before the client reads it.
    socket.pause();
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`);
    setTimeout(() => socket.destroy(), CLIENT_ERROR_LINGER_MS).unref();
    return;
  }
  socket.destroy(error);
}
