import type { RemoteEntry, RemoteName } from '@portal/shared/contracts';
import { i18n, SCREENS_NAMESPACE } from '@portal/shared/i18n';
import {
  type ExposedModuleLoader,
  ExposedModuleUnavailableError,
  setExposedModuleLoader,
} from '@portal/shared/stores';
import { absoluteManifestUrl } from './remote-list';
import { isRemoteLoadFailure } from './remote-load-failure';
import { loadRemote, registerRemotes } from './remote-loader';

/**
 * Tells the container runtime where each enabled remote lives, and hands the remotes the loader
 * of each other's exposed modules (`loadExposedModule` of `@portal/shared/stores`). Nothing is
 * downloaded yet.
 */
export function registerEnabledRemotes(remotes: readonly RemoteEntry[], origin: string) {
  const enabled = remotes.filter((remote) => remote.enabled);
  registerRemotes(
    enabled.map((remote) => ({ name: remote.name, entry: absoluteManifestUrl(remote.manifestUrl, origin) })),
  );
  setExposedModuleLoader(exposedModuleLoader(new Set(enabled.map((remote) => remote.name))));
}

/**
 * `loadRemote('<remote>/<module>')` for a remote that is switched on; rejects instead of answering
 * the loader's failure marker (the remote did not load, or does not expose the module), so a
 * caller has one way to see a failure: e.g. the account's booking detail then shows the summary.
 */
export const exposedModuleLoader =
  (
    enabled: ReadonlySet<RemoteName>,
    load: (id: string) => Promise<unknown> = loadRemote,
  ): ExposedModuleLoader =>
  async (remote, module) => {
    if (!enabled.has(remote))
      throw new ExposedModuleUnavailableError(remote, module, 'the remote is switched off');
    const loaded = await load(`${remote}/${module.slice(2)}`);
    if (isRemoteLoadFailure(loaded))
      throw new ExposedModuleUnavailableError(remote, module, 'the remote or its module did not load');
    if (typeof loaded !== 'object' || loaded === null)
      throw new ExposedModuleUnavailableError(remote, module, 'the remote answered no module');
    return loaded;
  };

/**
 * Loads a remote's exposed route table (or the loader's failure marker). The texts every remote's
 * screens share (`screens`, which its namespace requires) start loading at the same time instead
 * of after the route table: one round trip less before the first screen. A failure there is the
 * screen's to show when it asks for them again.
 */
export const loadRemoteRoutes = (name: string) => {
  i18n.loadNamespaces(SCREENS_NAMESPACE).catch(() => undefined);
  return loadRemote<unknown>(`${name}/routes`);
};

/**
 * Loads a booking service's exposed `./payment-return` module (or the failure marker). Only a
 * return from the payment host calls this, so no remote is fetched on a plain visit to home.
 */
export const loadRemotePaymentReturn = (name: string) => loadRemote<unknown>(`${name}/payment-return`);
