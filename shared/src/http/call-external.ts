import axios from 'axios';
import type { z } from 'zod';
import { HTTP_TIMEOUT_MS } from './api-client';
import { ContractMismatchError } from './errors';
import { httpRuntime } from './runtime';
import { sendWithRecovery } from './send-with-recovery';

/**
 * Client for other origins (the payment host). It never sends the portal's session token or
 * channel header: the token is for the portal API only.
 */
export const externalClient = axios.create({
  timeout: HTTP_TIMEOUT_MS,
  headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
});

externalClient.interceptors.request.use((config) => {
  config.headers.set('Accept-Language', httpRuntime().getLanguage());
  return config;
});

export interface ExternalCallOptions<T> {
  signal?: AbortSignal;
  quiet?: boolean;
  /** Validates the response body; a mismatch is handled like a server fault. */
  result?: z.ZodType<T>;
}

/** POSTs JSON to another origin, with the same offline, dialog and spinner handling as callApi. */
export const callExternal = async <T = unknown>(
  url: string,
  body: unknown,
  options: ExternalCallOptions<T> = {},
): Promise<T> =>
  sendWithRecovery(
    async () => {
      const response = await externalClient.post<unknown>(url, body, { signal: options.signal });
      if (!options.result) return response.data as T;
      const parsed = options.result.safeParse(response.data);
      if (!parsed.success) throw new ContractMismatchError(`${url}: ${parsed.error.message}`);
      return parsed.data;
    },
    { quiet: options.quiet },
  );
