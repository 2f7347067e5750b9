import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCorePlugin from '@module-federation/inject-external-runtime-core-plugin';
import loadTimeout from '@portal/shared/remote/load-timeout.json';
import type { EmbedShare } from './shares';

/**
 * The loader's Module Federation 2 runtime (the `federation` chunk), as the shell runs it: the
 * "pure runtime" with the loader's shares, and the runtime core published for remotes built with
 * `externalRuntime`. Remote entry scripts wait the specification's 120 s.
 */
export const createEmbedFederation = (shared: Record<string, EmbedShare>): ModuleFederation =>
  createInstance({
    name: 'portal_embed',
    remotes: [],
    shared,
    shareStrategy: 'loaded-first',
    plugins: [
      injectExternalRuntimeCorePlugin(),
      { name: 'portal-load-timeout', createScript: () => ({ timeout: loadTimeout.ms }) },
    ],
  });

/** One exposed module of a remote, its manifest registered first. */
export const loadExposed = async (
  federation: ModuleFederation,
  remote: { name: string; manifestUrl: string },
  module: string,
): Promise<unknown> => {
  federation.registerRemotes([{ name: remote.name, entry: remote.manifestUrl }]);
  const loaded = await federation.loadRemote<unknown>(`${remote.name}/${module}`);
  if (loaded === null || loaded === undefined)
    throw new Error(`PortalWidget: ${remote.name} has no ${module}.`);
  return loaded;
};
