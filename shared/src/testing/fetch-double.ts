import type { HttpClient } from '../http/http-client';

/** What the fake server does with one request. */
export type Reply = { status: number; data?: unknown; delayMs?: number } | { networkError: true };

export interface Recorded {
  method: string;
  /** The path after the client's base URL (the whole URL for a client without one), no query. */
  url: string;
  baseURL: string;
  /** The URL as sent. */
  sentUrl: string;
  /** The query string's parameters on GET, else null. */
  params: Record<string, string> | null;
  /** The JSON body as sent, parsed back; undefined without a body. */
  body: unknown;
  headers: Headers;
}

const sleep = (ms: number, signal: AbortSignal | null | undefined) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

const responseBody = (data: unknown) => {
  if (data === undefined) return null;
  return typeof data === 'string' ? data : JSON.stringify(data);
};

/**
 * The test double of a server behind `client`, at the fetch level: each request is recorded and
 * answered by `handler` (HTTP status and body, an optional delay, or a network failure), settling
 * the way fetch does (a network failure rejects with TypeError, an abort with the signal's reason).
 */
export const serveFetch = (
  client: HttpClient,
  handler: (request: Recorded, index: number) => Reply | Promise<Reply>,
): Recorded[] => {
  const requests: Recorded[] = [];
  client.defaults.transport = async (sentUrl, init) => {
    init.signal?.throwIfAborted();
    const { baseURL } = client.defaults;
    const [withoutQuery = '', query = ''] = sentUrl.split('?');
    const method = (init.method ?? 'GET').toUpperCase();
    const recorded: Recorded = {
      method,
      url: baseURL && withoutQuery.startsWith(baseURL) ? withoutQuery.slice(baseURL.length) : withoutQuery,
      baseURL,
      sentUrl,
      params: method === 'GET' ? Object.fromEntries(new URLSearchParams(query)) : null,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init.headers),
    };
    requests.push(recorded);
    const reply = await handler(recorded, requests.length - 1);
    if ('networkError' in reply) throw new TypeError('Failed to fetch');
    if (reply.delayMs) await sleep(reply.delayMs, init.signal);
    return new Response(responseBody(reply.data), { status: reply.status });
  };
  return requests;
};

export const envelopeOk = (result: unknown): Reply => ({
  status: 200,
  data: { state: '1', errorCode: null, message: 'success', result },
});

export const envelopeFail = (errorCode: number, message: string, status = 200): Reply => ({
  status,
  data: { state: '0', errorCode, message, result: null },
});
