import type { AxiosResponse, AxiosStatic } from 'axios';
import { ErrorCode } from '../contracts/error-codes';
import { useSessionStore } from '../stores/session-store';
import { type ApiOutcome, isSessionExpiredBody } from './envelope';
import { httpRuntime } from './runtime';

const PAGE_TIMEOUT_PATH = '/page-timeout';

/**
 * Response rule (failure side): an expired session may come back on an HTTP error status; it is
 * still the API's answer, not a connection failure.
 */
export const answerExpiredSession =
  (axios: AxiosStatic) =>
  (error: unknown): AxiosResponse => {
    if (axios.isAxiosError(error) && error.response && isSessionExpiredBody(error.response.data))
      return error.response;
    throw error;
  };

/**
 * Response rule, after the envelope is read: an expired session (20002) is cleared here (token,
 * login flag, user info) and the user sent to /page-timeout. The outcome still reaches the caller.
 */
export const endExpiredSession = (response: AxiosResponse): AxiosResponse => {
  const outcome = response.data as ApiOutcome<unknown>;
  if (!outcome.ok && outcome.errorCode === ErrorCode.SESSION_EXPIRED) {
    useSessionStore.getState().clearSession();
    httpRuntime().navigate(PAGE_TIMEOUT_PATH);
  }
  return response;
};
