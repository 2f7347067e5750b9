import { RetryPlugin } from '@module-federation/retry-plugin';

/**
 * One more attempt for a remote's manifest and entry script, then the fallback: a longer wait
 * only delays the "Try again" panel (each retry costs about a second).
 */
export const createRetryPlugin = () =>
  RetryPlugin({
    fetch: { retryTimes: 1, retryDelay: 300 },
    script: { retryTimes: 1, retryDelay: 300 },
  });
