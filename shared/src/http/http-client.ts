import type { AxiosAdapter, AxiosInstance, AxiosRequestConfig, AxiosStatic } from 'axios';
import type { ContractSchema } from '../contracts/endpoint';
import { recoverConnection } from './connection-recovery';
import { loadAxios } from './load-axios';
import { SlowClock } from './slow-request';

// What a request says about itself to the rules (interceptors), besides axios' own settings.
declare module 'axios' {
  interface AxiosRequestConfig {
    /** Background work (polls): no dialog, spinner or offline notice; failures just reject. */
    quiet?: boolean;
    /** The caller's own token (CallOptions.ownToken): sent instead of the cardholder's session. */
    ownToken?: string;
    /** What the answer's result must be; an answer that breaks it is handled like a server fault. */
    result?: ContractSchema;
    /** The spinner's clock while the request is out (set by the rules). */
    slowClock?: SlowClock;
  }
}

/** fetch's shape, for the calls sent with fetch itself. */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;

export interface HttpClientDefaults {
  baseURL: string;
  timeout: number;
  /** A test's double of the server, as an axios adapter; axios' own (XHR in the browser) when null. */
  adapter: AxiosAdapter | null;
  /**
   * For the calls whose answers are files rather than JSON (fetchOrderFile), sent with fetch
   * itself: a test's double of the server, or the global fetch when null.
   */
  transport: Transport | null;
}

export interface HttpClient {
  /** Read by every request: configureHttp sets the base URL, a test its double of the server. */
  defaults: HttpClientDefaults;
  /**
   * Sends one request through the client's rules; resolves with the answer's data as the rules
   * leave it. The client's first request loads axios first.
   */
  request: <T>(config: AxiosRequestConfig) => Promise<T>;
  /** Loads axios and sets the client up ahead of its first request (e.g. once the page is idle). */
  load: () => Promise<void>;
}

/** Sets up a client's axios instance: the interceptors every request goes through. */
type InstallRules = (instance: AxiosInstance, axios: AxiosStatic) => void;

const instanceDefaults = {
  // Request interceptors run in the order they are added (axios' legacy order is the reverse).
  transitional: { legacyInterceptorReqResOrdering: false },
  // A list in a GET's query as `key=a&key=b`, without brackets.
  paramsSerializer: { indexes: null },
};

/**
 * A client whose axios instance is created with its first request (or `load`), once, with its
 * rules. Until then only its defaults exist, so that importing it costs no axios.
 */
export const createHttpClient = (options: {
  baseURL?: string;
  timeout: number;
  rules: InstallRules;
}): HttpClient => {
  const defaults: HttpClientDefaults = {
    baseURL: options.baseURL ?? '',
    timeout: options.timeout,
    adapter: null,
    transport: null,
  };
  let instance: AxiosInstance | null = null;
  let creating: Promise<AxiosInstance> | null = null;

  const create = (): Promise<AxiosInstance> => {
    creating ??= loadAxios().then(
      (axios) => {
        const created = axios.create(instanceDefaults);
        options.rules(created, axios);
        instance = created;
        return created;
      },
      (error: unknown) => {
        creating = null;
        throw error;
      },
    );
    return creating;
  };

  const send = async <T>(client: AxiosInstance, config: AxiosRequestConfig): Promise<T> => {
    const { baseURL, timeout, adapter } = defaults;
    const response = await client.request<T>({
      baseURL,
      timeout,
      ...(adapter ? { adapter } : {}),
      ...config,
    });
    return response.data;
  };

  const request = async <T>(config: AxiosRequestConfig): Promise<T> => {
    if (instance) return send<T>(instance, config);
    // Loading axios is part of the first request's time: the spinner's clock starts now.
    const slowClock = config.quiet ? undefined : new SlowClock();
    try {
      let client: AxiosInstance;
      try {
        client = await create();
      } catch (error) {
        // axios' file did not arrive: a connection failure like any other (Try Again loads it again).
        slowClock?.stop();
        return await recoverConnection(error, {
          status: null,
          quiet: config.quiet === true,
          resend: () => request<T>(config),
        });
      }
      return await send<T>(client, { ...config, ...(slowClock ? { slowClock } : {}) });
    } finally {
      // Stopped by the rules once an answer is in; not when the offline rule refused to send.
      slowClock?.stop();
    }
  };

  return {
    defaults,
    request,
    load: async () => {
      await create();
    },
  };
};
