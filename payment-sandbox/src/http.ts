import type { IncomingMessage, ServerResponse } from 'node:http';
import { apiError, errorDocument } from './worldline';

/** Every request of this host is a small document. */
const BODY_LIMIT = 64 * 1024;
/**
 * Past the limit, this much more is read and thrown away before the 413 goes out: a client still
 * sending when the socket closes gets a reset instead of the answer. Beyond it, the socket is closed.
 */
const DISCARD_LIMIT = 1024 * 1024;

export class BodyTooLargeError extends Error {
  /** False when the rest of the body was not read: the answer must close the connection. */
  constructor(readonly drained: boolean) {
    super('body too large');
  }
}

export const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    if (Number(request.headers['content-length']) > BODY_LIMIT + DISCARD_LIMIT) {
      reject(new BodyTooLargeError(false));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT + DISCARD_LIMIT) {
        request.off('data', onData);
        request.pause();
        reject(new BodyTooLargeError(false));
      } else if (size > BODY_LIMIT) {
        chunks.length = 0;
      } else {
        chunks.push(chunk);
      }
    };
    request.on('data', onData);
    request.on('end', () => {
      if (size > BODY_LIMIT) reject(new BodyTooLargeError(true));
      else resolve(Buffer.concat(chunks).toString('utf8'));
    });
    request.on('error', reject);
  });

export interface RequestTarget {
  /** As sent (still percent-encoded): what the server-to-server signature covers. */
  pathWithQuery: string;
  pathname: string;
  /** The path's non-empty segments, decoded. */
  segments: string[];
}

/**
 * The request's path, or null when it is not an origin-form path or a segment is not valid
 * percent-encoded UTF-8 (`/%ZZ`, `/%E0%A4%A`): `new URL` and `decodeURIComponent` throw on those.
 */
export const parseRequestTarget = (raw: string | undefined): RequestTarget | null => {
  if (!raw?.startsWith('/')) return null;
  try {
    const { pathname } = new URL(`http://sandbox${raw}`);
    const segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
    return { pathWithQuery: raw, pathname, segments };
  } catch {
    return null;
  }
};

export const sendJson = (
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    ...headers,
  });
  response.end(text);
};

/** Worldline's error document (`{ errorId, errors: [{ errorCode, id, message, httpStatusCode, … }] }`). */
export const sendError = (
  response: ServerResponse,
  status: number,
  id: string,
  message: string,
  headers: Record<string, string> = {},
) => sendJson(response, status, errorDocument(apiError(status, id, message)), headers);

export const sendHtml = (response: ServerResponse, status: number, html: string, csp: string) => {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
    'cache-control': 'no-store',
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  });
  response.end(html);
};

/** A script other origins' pages load (the tokenizer) or the host's own pages run. */
export const sendScript = (response: ServerResponse, source: string) => {
  response.writeHead(200, {
    'content-type': 'text/javascript; charset=utf-8',
    'content-length': Buffer.byteLength(source),
    'cache-control': 'no-cache',
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'cross-origin',
  });
  response.end(source);
};

export const redirect = (response: ServerResponse, location: string) => {
  response.writeHead(303, { location, 'cache-control': 'no-store' });
  response.end();
};

export const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
