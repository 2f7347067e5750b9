import { apiClient } from '@portal/shared/http';

type Adapter = Extract<NonNullable<typeof apiClient.defaults.adapter>, (...args: never[]) => unknown>;
export type RequestConfig = Parameters<Adapter>[0];

/** Answers the API at the transport layer (the test double of the server); returns the requests seen. */
export const serveApi = (answer: (config: RequestConfig) => unknown) => {
  const seen: RequestConfig[] = [];
  const adapter: Adapter = async (config) => {
    seen.push(config);
    return { data: await answer(config), status: 200, statusText: 'OK', headers: {}, config };
  };
  apiClient.defaults.adapter = adapter;
  return seen;
};

export const success = (result: unknown) => ({ state: '1', errorCode: null, message: 'success', result });
export const failure = (errorCode: number, message: string, result: unknown = null) => ({
  state: '0',
  errorCode,
  message,
  result,
});
