import { apiClient } from '@portal/shared/http';
import { type Recorded, serveFetch } from '@portal/shared/testing';

export type { Recorded };

/** Answers the API as the http client's axios adapter (the test double of the server); returns the requests seen. */
export const serveApi = (answer: (request: Recorded) => unknown) =>
  serveFetch(apiClient, async (request) => ({ status: 200, data: await answer(request) }));

export const success = (result: unknown) => ({ state: '1', errorCode: null, message: 'success', result });
export const failure = (errorCode: number, message: string, result: unknown = null) => ({
  state: '0',
  errorCode,
  message,
  result,
});
