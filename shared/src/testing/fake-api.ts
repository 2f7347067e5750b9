import { apiClient, configureHttp } from '@portal/shared/http';
import { serveFetch } from './server-double';

export interface SeenRequest {
  path: string;
  method: string;
  body: Record<string, unknown> | null;
  params: Record<string, unknown> | null;
}

export const ok = (result: unknown) => ({ state: '1', errorCode: null, message: 'success', result });
export const fail = (errorCode: number, message: string, details: unknown = null) => ({
  state: '0',
  errorCode,
  message,
  result: details,
});

/**
 * The test double of the portal API, at the transport layer: each path answers through its
 * handler (an envelope); every request is recorded.
 */
export const fakeApi = (handlers: Record<string, (request: SeenRequest) => unknown>) => {
  const seen: SeenRequest[] = [];
  configureHttp({ navigate: () => {} });
  serveFetch(apiClient, (sent) => {
    const request: SeenRequest = {
      path: sent.url,
      method: sent.method,
      body: (sent.body as Record<string, unknown> | undefined) ?? null,
      params: sent.params,
    };
    seen.push(request);
    const handler = handlers[request.path];
    return { status: 200, data: handler ? handler(request) : ok([]) };
  });
  return seen;
};

export const AREA_CODES = [
  { name: 'Brazil', telabbr: 'BR', code: '55' },
  { name: 'United Kingdom', telabbr: 'GB', code: '44' },
];
