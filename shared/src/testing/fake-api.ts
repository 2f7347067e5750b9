import { apiClient, configureHttp } from '@portal/shared/http';

type Adapter = Extract<NonNullable<typeof apiClient.defaults.adapter>, (...args: never[]) => unknown>;
export type RequestConfig = Parameters<Adapter>[0];

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
  const adapter: Adapter = async (config) => {
    const request: SeenRequest = {
      path: config.url ?? '',
      method: (config.method ?? 'get').toUpperCase(),
      body: typeof config.data === 'string' ? JSON.parse(config.data) : null,
      params: (config.params as Record<string, unknown>) ?? null,
    };
    seen.push(request);
    const handler = handlers[request.path];
    const data = handler ? handler(request) : ok([]);
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
  apiClient.defaults.adapter = adapter;
  return seen;
};

export const AREA_CODES = [
  { name: 'Brazil', telabbr: 'BR', code: '55' },
  { name: 'United Kingdom', telabbr: 'GB', code: '44' },
];
