import type { AxiosResponse, AxiosStatic } from 'axios';
import { ErrorCode } from '../contracts/error-codes';
import { useSessionStore } from '../stores/session-store';
import { type ApiOutcome, isFailureEnvelope, isSessionExpiredBody } from './envelope';
import { httpRuntime } from './runtime';

const PAGE_TIMEOUT_PATH = '/page-timeout';

/**
 * Response rule (failure side): an expired session may come back on an HTTP error status; it is
 * still the API's answer, not a connection failure. So is any failure envelope answered to a call
 * with its own token (the console reads its 403 "sign in" and 400 "refused" itself).
 */
export const answerExpiredSession =
  (axios: AxiosStatic) =>
  (error: unknown): AxiosResponse => {
    if (axios.isAxiosError(error) && error.response) {
      const { data, config } = error.response;
      if (isSessionExpiredBody(data)) return error.response;
      if (config?.ownToken !== undefined && isFailureEnvelope(data)) return error.response;
    }
    throw error;
  };

/**
 * Response rule, after the envelope is read: an expired session (20002) is cleared here (token,
 * login flag, user info) and the user sent to /page-timeout. The outcome still reaches the caller.
 * Not for a call with its own token.
 */
export const endExpiredSession = (response: AxiosResponse): AxiosResponse => {
  // A call with its own token is not the cardholder's: its 20002 is its caller's to handle.
  if (response.config.ownToken !== undefined) return response;
  const outcome = response.data as ApiOutcome<unknown>;
  if (!outcome.ok && outcome.errorCode === ErrorCode.SESSION_EXPIRED) {
    useSessionStore.getState().clearSession();
    httpRuntime().navigate(PAGE_TIMEOUT_PATH);
  }
  return response;
};
