import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_LOAD_FAILED, type RemoteLoadFailure } from './remote-load-failure';

/**
 * When a remote cannot be loaded (network, 404, script error, a module it does not expose),
 * `loadRemote` resolves with a failure marker instead of throwing, and the routes show their
 * fallback. The hook fires twice per failure; only the `onLoad` lifecycle may answer (answering
 * `afterResolve` breaks the runtime, #RUNTIME-013). No React here: a runtime plugin must not
 * import a shared package.
 */
export const createOfflineFallbackPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'portal-offline-fallback',
  errorLoadRemote({ id, error, lifecycle }) {
    if (lifecycle !== 'onLoad') return undefined;
    const failure: RemoteLoadFailure = { [REMOTE_LOAD_FAILED]: true, id, error };
    return failure;
  },
});
