import type { AxiosError, AxiosInstance, AxiosResponse, AxiosStatic } from 'axios';
import { openDialog } from '../stores/dialog-store';
import { ConnectionError, OfflineError } from './errors';
import { browserIsOffline, noteSavedCopy, reportOffline, reportOnline, savedAtOf } from './offline';

interface Recovery<T> {
  /** The HTTP status of the failed answer; null when none came (network, time-out, a contract breach). */
  status: number | null;
  quiet: boolean;
  /** Sends the request again, for Try Again. */
  resend: () => Promise<T>;
}

/**
 * What becomes of a request that could not be completed: gone offline → OfflineError and the
 * offline notice; otherwise the Connection Error dialog, where Try Again sends it again and Close
 * rejects with ConnectionError. Quiet requests (polls) just reject.
 */
export const recoverConnection = async <T>(
  failure: unknown,
  { status, quiet, resend }: Recovery<T>,
): Promise<T> => {
  if (status === null && browserIsOffline()) throw quiet ? new OfflineError() : reportOffline();
  if (quiet || (await openDialog({ kind: 'connectionError' })) !== 'confirm')
    throw new ConnectionError(status, { cause: failure });
  return resend();
};

/** Only an answer with an error status has a status worth reporting (a contract breach came with 2xx). */
const statusOf = (error: AxiosError): number | null => {
  const status = error.response?.status;
  return status !== undefined && status >= 400 ? status : null;
};

/** The caller's own abort reason (an AbortError), as fetch would give, rather than axios' CanceledError. */
const abortReasonOf = (error: AxiosError): unknown => {
  const signal = error.config?.signal;
  return signal?.aborted && 'reason' in signal ? signal.reason : error;
};

/**
 * Last response rule (answer side): an answer that made it through every rule means we are online,
 * unless the device gave it (a saved read, offline): then the offline notice stays.
 */
export const reportConnected = (response: AxiosResponse): AxiosResponse => {
  noteSavedCopy(response);
  if (!response.config.quiet && savedAtOf(response) === null) reportOnline();
  return response;
};

/**
 * Last response rule (failure side): an HTTP 4xx/5xx, a network failure, a time-out or a contract
 * breach is recovered from as above, Try Again sending the same request through `instance` again
 * (every rule runs again). The caller's cancellation passes through, and so does what is not a
 * failure of the request (the offline rule's OfflineError).
 */
export const recoverFromFailure =
  (instance: AxiosInstance, axios: AxiosStatic) =>
  (error: unknown): Promise<AxiosResponse> => {
    if (axios.isCancel(error)) throw abortReasonOf(error);
    if (!axios.isAxiosError(error) || !error.config) throw error;
    const { config } = error;
    return recoverConnection(error, {
      status: statusOf(error),
      quiet: config.quiet === true,
      resend: () => instance.request(config),
    });
  };
