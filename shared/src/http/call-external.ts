import type { ContractSchema } from '../contracts/endpoint';
import { HTTP_TIMEOUT_MS } from './api-client';
import { ContractMismatchError } from './errors';
import { createHttpClient } from './http-client';
import { httpRuntime } from './runtime';
import { sendWithRecovery } from './send-with-recovery';

/**
 * Client for other origins (the payment host). It never sends the portal's session token or
 * channel header: the token is for the portal API only.
 */
export const externalClient = createHttpClient({
  timeout: HTTP_TIMEOUT_MS,
  headers: () => ({ 'Accept-Language': httpRuntime().getLanguage() }),
});

export interface ExternalCallOptions<T> {
  signal?: AbortSignal;
  quiet?: boolean;
  /** Validates the response body (a zod 4 schema, classic or mini); a mismatch is handled like a server fault. */
  result?: ContractSchema<T>;
}

/** POSTs JSON to another origin, with the same offline, dialog and spinner handling as callApi. */
export const callExternal = async <T = unknown>(
  url: string,
  body: unknown,
  options: ExternalCallOptions<T> = {},
): Promise<T> =>
  sendWithRecovery(
    async () => {
      const data = await externalClient.request({
        method: 'POST',
        url,
        body,
        ...(options.signal ? { signal: options.signal } : {}),
      });
      if (!options.result) return data as T;
      const parsed = options.result.safeParse(data);
      if (!parsed.success) throw new ContractMismatchError(`${url}: ${parsed.error.message}`);
      return parsed.data;
    },
    { quiet: options.quiet },
  );
