import { openDialog } from '../stores/dialog-store';
import { ConnectionError, ContractMismatchError, OfflineError } from './errors';
import { HttpError } from './http-client';
import { browserIsOffline, reportOffline, reportOnline } from './offline';
import { trackSlow } from './slow-request';

export interface RecoveryOptions {
  /** Background work (polls): no dialog, no spinner, no offline notice; failures just reject. */
  quiet?: boolean;
}

/** An HTTP error status, a network failure, a time-out or a contract breach: worth a retry. */
const isConnectionFailure = (error: unknown) =>
  error instanceof ContractMismatchError || error instanceof HttpError;

const statusOf = (error: unknown) => (error instanceof HttpError ? error.status : null);

/**
 * Runs one request the portal's one way: offline → OfflineError and the offline notice;
 * a connection failure → the Connection Error dialog, where Try Again sends it again and Close
 * rejects with ConnectionError; slow attempts show the spinner. Cancellation passes through.
 */
export const sendWithRecovery = async <T>(
  attempt: () => Promise<T>,
  options: RecoveryOptions = {},
): Promise<T> => {
  const quiet = options.quiet === true;
  for (;;) {
    if (browserIsOffline()) throw quiet ? new OfflineError() : reportOffline();
    try {
      const result = await (quiet ? attempt() : trackSlow(attempt()));
      if (!quiet) reportOnline();
      return result;
    } catch (error) {
      if (!isConnectionFailure(error)) throw error;
      const status = statusOf(error);
      if (status == null && browserIsOffline()) throw quiet ? new OfflineError() : reportOffline();
      if (quiet) throw new ConnectionError(status, { cause: error });
      if ((await openDialog({ kind: 'connectionError' })) !== 'confirm')
        throw new ConnectionError(status, { cause: error });
    }
  }
};
