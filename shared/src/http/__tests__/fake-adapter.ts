import {
  type AxiosAdapter,
  AxiosError,
  AxiosHeaders,
  type AxiosInstance,
  type AxiosResponse,
  CanceledError,
  type InternalAxiosRequestConfig,
} from 'axios';

/** What the fake server does with one request. */
export type Reply = { status: number; data?: unknown; delayMs?: number } | { networkError: true };

export interface Recorded {
  method: string;
  url: string;
  baseURL: string | undefined;
  params: unknown;
  /** The JSON body as sent, parsed back. */
  body: unknown;
  headers: AxiosHeaders;
}

const sleep = (ms: number, signal: unknown) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    if (signal instanceof AbortSignal)
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new CanceledError());
      });
  });

/**
 * Replaces the instance's transport with `handler`, settling like axios' own adapters do
 * (HTTP 4xx/5xx reject with the response). Returns the requests as they were sent.
 */
export const fakeServer = (client: AxiosInstance, handler: (request: Recorded, index: number) => Reply) => {
  const requests: Recorded[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    if (config.signal?.aborted) throw new CanceledError(undefined, undefined, config);
    const recorded: Recorded = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      baseURL: config.baseURL,
      params: config.params,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      headers: AxiosHeaders.from(config.headers),
    };
    requests.push(recorded);
    const reply = handler(recorded, requests.length - 1);
    if ('networkError' in reply) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    if (reply.delayMs) await sleep(reply.delayMs, config.signal);
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status,
      statusText: String(reply.status),
      headers: {},
      config,
    };
    if (reply.status >= 400)
      throw new AxiosError(
        `Request failed with status code ${reply.status}`,
        AxiosError.ERR_BAD_RESPONSE,
        config,
        null,
        response,
      );
    return response;
  };
  client.defaults.adapter = adapter;
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
