import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCorePlugin from '@module-federation/inject-external-runtime-core-plugin';
import loadTimeout from '@portal/shared/remote/load-timeout.json';
import { hostShares } from './host-shares';
import { createOfflineFallbackPlugin } from './offline-fallback-plugin';
import { createRetryPlugin } from './retry-plugin';

/**
 * The host's Module Federation 2 runtime: this module and what it imports load when the browser
 * is idle after hydration, or at once when a remote is needed first (`remote-loader.ts`), never
 * on the page's start-up path (decision 0012).
 */

/** How long a remote's entry script may take (specification §8), then the fallback. */
export const REMOTE_LOAD_TIMEOUT_MS: number = loadTimeout.ms;

export interface RegisteredRemote {
  name: string;
  /** The remote's `mf-manifest.json`, absolute. */
  entry: string;
}

/** Entry scripts wait the specification's 120 s instead of the runtime's default 20 s. */
const loadTimeoutPlugin = () => ({
  name: 'portal-load-timeout',
  createScript: () => ({ timeout: REMOTE_LOAD_TIMEOUT_MS }),
});

/**
 * The host's federation instance: the host's own modules as shares, the remotes the registry
 * switched on, and the runtime plugins — the runtime core published for remotes built with
 * `externalRuntime`, one retry, the 120 s limit, and the failure marker the routes show their
 * fallback for.
 */
export function createPortalFederation(remotes: readonly RegisteredRemote[]): ModuleFederation {
  return createInstance({
    name: 'shell',
    remotes: remotes.map(({ name, entry }) => ({ name, entry })),
    shared: hostShares(),
    shareStrategy: 'loaded-first',
    plugins: [
      injectExternalRuntimeCorePlugin(),
      createRetryPlugin(),
      loadTimeoutPlugin(),
      createOfflineFallbackPlugin(),
    ],
  });
}
