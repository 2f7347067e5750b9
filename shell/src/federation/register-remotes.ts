import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteEntry } from '@portal/shared/contracts';
import { createOfflineFallbackPlugin } from './offline-fallback-plugin';
import { absoluteManifestUrl } from './remote-list';
import { createRetryPlugin } from './retry-plugin';

/** Tells the federation runtime where each enabled remote lives. Nothing is downloaded yet. */
export function registerEnabledRemotes(remotes: readonly RemoteEntry[], origin: string) {
  registerPlugins([createRetryPlugin(), createOfflineFallbackPlugin()]);
  registerRemotes(
    remotes
      .filter((remote) => remote.enabled)
      .map((remote) => ({ name: remote.name, entry: absoluteManifestUrl(remote.manifestUrl, origin) })),
  );
}

/** Loads a remote's exposed route table (or the failure marker of the fallback plugin). */
export const loadRemoteRoutes = (name: string) => loadRemote<unknown>(`${name}/routes`);

/**
 * Loads a booking service's exposed `./payment-return` module (or the failure marker). Only a
 * return from the payment host calls this, so no remote is fetched on a plain visit to home.
 */
export const loadRemotePaymentReturn = (name: string) => loadRemote<unknown>(`${name}/payment-return`);
