import { RetryPlugin } from '@module-federation/retry-plugin';

/** Pause before the one more attempt at a remote's manifest or entry script. */
export const REMOTE_RETRY_DELAY_MS = 300;

/**
 * One more attempt at a remote's manifest and entry script, then the fallback: each retry delays
 * the "Try again" panel, and a remote that is down stays down for the next second.
 */
export const createRetryPlugin = () =>
  RetryPlugin({
    fetch: { retryTimes: 1, retryDelay: REMOTE_RETRY_DELAY_MS },
    script: { retryTimes: 1, retryDelay: REMOTE_RETRY_DELAY_MS },
  });
