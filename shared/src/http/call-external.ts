import type { InternalAxiosRequestConfig } from 'axios';
import type { ContractSchema } from '../contracts/endpoint';
import { HTTP_TIMEOUT_MS } from './api-client';
import { ContractMismatchError } from './errors';
import { createHttpClient } from './http-client';
import { installRules } from './install-rules';
import { readAnswer } from './read-answer';

/** The answer checked against the caller's schema, when it gave one. */
const checkResult = (data: unknown, { result, url }: InternalAxiosRequestConfig): unknown => {
  if (!result) return data;
  const parsed = result.safeParse(data);
  if (!parsed.success) throw new ContractMismatchError(`${url}: ${parsed.error.message}`);
  return parsed.data;
};

/**
 * Client for other origins (the payment host's create-payment). It never sends the portal's
 * session token or channel header: those are for the portal API only.
 */
export const externalClient = createHttpClient({
  timeout: HTTP_TIMEOUT_MS,
  rules: (instance, axios) =>
    installRules(instance, axios, { headers: [], answer: [{ fulfilled: readAnswer(axios, checkResult) }] }),
});

export interface ExternalCallOptions<T> {
  signal?: AbortSignal;
  quiet?: boolean;
  /** Validates the response body (a zod 4 schema, classic or mini); a mismatch is handled like a server fault. */
  result?: ContractSchema<T>;
}

/** POSTs JSON to another origin, with the same offline, dialog and spinner handling as callApi. */
export const callExternal = <T = unknown>(
  url: string,
  body: unknown,
  options: ExternalCallOptions<T> = {},
): Promise<T> =>
  externalClient.request<T>({
    method: 'POST',
    url,
    data: body,
    ...(options.signal ? { signal: options.signal } : {}),
    quiet: options.quiet === true,
    ...(options.result ? { result: options.result } : {}),
  });
