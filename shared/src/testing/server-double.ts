import axios, {
  type AxiosAdapter,
  AxiosError,
  type AxiosResponse,
  CanceledError,
  type InternalAxiosRequestConfig,
} from 'axios';
import type { HttpClient, Transport } from '../http/http-client';

/** What the fake server does with one request. */
export type Reply =
  | { status: number; data?: unknown; delayMs?: number; headers?: Record<string, string> }
  | { networkError: true };

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

type Handler = (request: Recorded, index: number) => Reply | Promise<Reply>;

/** A request as sent, its query and JSON body read back. */
const record = (request: Omit<Recorded, 'params'>): Recorded => ({
  ...request,
  params:
    request.method === 'GET' ? Object.fromEntries(new URLSearchParams(request.sentUrl.split('?')[1])) : null,
  body: typeof request.body === 'string' ? JSON.parse(request.body) : undefined,
});

/** The body as a server sends it, text: parsing the JSON is the client's job. */
const bodyText = (data: unknown) => {
  if (data === undefined) return '';
  return typeof data === 'string' ? data : JSON.stringify(data);
};

/**
 * Waits `ms` as a slow server would, ended early the way axios' adapters end a request: by the
 * caller's abort (CanceledError) or by the request's time-out (ECONNABORTED).
 */
const answerAfter = (ms: number, config: InternalAxiosRequestConfig) =>
  new Promise<void>((resolve, reject) => {
    const { signal, timeout } = config;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const end = (settle: () => void) => {
      for (const timer of timers) clearTimeout(timer);
      signal?.removeEventListener?.('abort', onAbort);
      settle();
    };
    const onAbort = () => end(() => reject(new CanceledError(undefined, config)));
    timers.push(setTimeout(() => end(resolve), ms));
    if (timeout)
      timers.push(
        setTimeout(
          () =>
            end(() =>
              reject(new AxiosError(`timeout of ${timeout}ms exceeded`, AxiosError.ECONNABORTED, config)),
            ),
          timeout,
        ),
      );
    if (signal?.aborted) onAbort();
    else signal?.addEventListener?.('abort', onAbort);
  });

/** Settles as axios' adapters do: a status the request's validateStatus refuses rejects, with the response. */
const settle = (response: AxiosResponse): AxiosResponse => {
  const { validateStatus } = response.config;
  if (!validateStatus || validateStatus(response.status)) return response;
  throw new AxiosError(
    `Request failed with status code ${response.status}`,
    response.status < 500 ? AxiosError.ERR_BAD_REQUEST : AxiosError.ERR_BAD_RESPONSE,
    response.config,
    response.request,
    response,
  );
};

/** The server as an axios adapter: what every request of the client meets instead of XHR. */
const fakeAdapter =
  (requests: Recorded[], handler: Handler): AxiosAdapter =>
  async (config) => {
    const recorded = record({
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      baseURL: config.baseURL ?? '',
      sentUrl: axios.getUri(config),
      body: config.data,
      headers: new Headers(config.headers.toJSON(true)),
    });
    requests.push(recorded);
    const reply = await handler(recorded, requests.length - 1);
    if ('networkError' in reply) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    if (reply.delayMs) await answerAfter(reply.delayMs, config);
    const { status } = reply;
    return settle({
      data: bodyText(reply.data),
      status,
      statusText: String(status),
      headers: reply.headers ?? {},
      config,
      request: {},
    });
  };

const sleep = (ms: number, signal: AbortSignal | null | undefined) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/**
 * The server for the calls sent with fetch itself (booking files), settling as fetch does: a
 * network failure rejects with TypeError, an abort with the signal's reason.
 */
const fakeTransport =
  (client: HttpClient, requests: Recorded[], handler: Handler): Transport =>
  async (sentUrl, init) => {
    init.signal?.throwIfAborted();
    const { baseURL } = client.defaults;
    const [withoutQuery = ''] = sentUrl.split('?');
    const recorded = record({
      method: (init.method ?? 'GET').toUpperCase(),
      url: baseURL && withoutQuery.startsWith(baseURL) ? withoutQuery.slice(baseURL.length) : withoutQuery,
      baseURL,
      sentUrl,
      body: init.body,
      headers: new Headers(init.headers),
    });
    requests.push(recorded);
    const reply = await handler(recorded, requests.length - 1);
    if ('networkError' in reply) throw new TypeError('Failed to fetch');
    if (reply.delayMs) await sleep(reply.delayMs, init.signal);
    return new Response(bodyText(reply.data) || null, { status: reply.status });
  };

/**
 * The test double of the server behind `client`: each request is recorded and answered by
 * `handler` (HTTP status and body, an optional delay, or a network failure). It is the client's
 * axios adapter, so every rule (interceptor) runs as in the browser, and its fetch for the booking
 * files. The client is set up at once, so that requests leave as soon as they are made.
 */
export const serveFetch = (client: HttpClient, handler: Handler): Recorded[] => {
  const requests: Recorded[] = [];
  client.defaults.adapter = fakeAdapter(requests, handler);
  client.defaults.transport = fakeTransport(client, requests, handler);
  // A failure to load axios would show on the first request itself.
  client.load().catch(() => {});
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
