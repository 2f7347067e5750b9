/** What a transport does: the browser's fetch, or a test double of the server. */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;

export interface HttpRequest {
  method: string;
  /** Appended to the client's base URL. */
  url: string;
  /** Sent as the query string (GET inputs); null and undefined values are left out. */
  query?: Record<string, unknown>;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

export interface HttpClientDefaults {
  baseURL: string;
  timeout: number;
  /** Replaced by tests with a double of the server; the global fetch by default. */
  transport: Transport | null;
}

/**
 * The server answered HTTP 4xx/5xx (`status`, with the parsed body in `data`), the request
 * failed on the network or timed out (`status` null). Cancellation by the caller is not one.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly status: number | null;
  readonly data: unknown;

  constructor(
    message: string,
    status: number | null,
    data: unknown = undefined,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.status = status;
    this.data = data;
  }
}

export interface HttpClient {
  defaults: HttpClientDefaults;
  /** Resolves with the parsed body of a 2xx answer; rejects with HttpError or the caller's abort reason. */
  request: (request: HttpRequest) => Promise<unknown>;
}

const queryString = (query: Record<string, unknown> | undefined) => {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value])
      params.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** JSON when it parses, else the text as it came (a proxy's HTML page, an empty body). */
const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * A small fetch client: base URL, JSON in and out, headers computed per request, a time-out
 * combined with the caller's signal. The time-out is a connection failure; the caller's abort
 * rejects with its own reason.
 */
export const createHttpClient = (options: {
  baseURL?: string;
  timeout: number;
  headers: () => Record<string, string>;
}): HttpClient => {
  const defaults: HttpClientDefaults = {
    baseURL: options.baseURL ?? '',
    timeout: options.timeout,
    transport: null,
  };
  const request = async ({ method, url, query, body, signal }: HttpRequest): Promise<unknown> => {
    signal?.throwIfAborted();
    const headers = new Headers({ Accept: 'application/json', ...options.headers() });
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, defaults.timeout);
    const onAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    const transport = defaults.transport ?? ((input, init) => fetch(input, init));
    try {
      let response: Response;
      try {
        response = await transport(`${defaults.baseURL}${url}${queryString(query)}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: controller.signal,
        });
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        if (timedOut)
          throw new HttpError(`Timed out after ${defaults.timeout} ms`, null, undefined, { cause: error });
        throw new HttpError('Network error', null, undefined, { cause: error });
      }
      let data: unknown;
      try {
        data = await readBody(response);
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        throw new HttpError('The response could not be read', null, undefined, { cause: error });
      }
      if (!response.ok) throw new HttpError(`HTTP ${response.status}`, response.status, data);
      return data;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  };
  return { defaults, request };
};
