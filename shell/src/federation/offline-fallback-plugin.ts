import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Marks the module `loadRemote` resolves with when a remote could not be loaded. */
export const REMOTE_LOAD_FAILED = Symbol.for('portal.remoteLoadFailed');

export interface RemoteLoadFailure {
  [REMOTE_LOAD_FAILED]: true;
  id: string;
  error: unknown;
}

export const isRemoteLoadFailure = (value: unknown): value is RemoteLoadFailure =>
  typeof value === 'object' && value !== null && REMOTE_LOAD_FAILED in value;

/**
 * When a remote cannot be loaded (network, 404, script error), `loadRemote` resolves with a
 * failure marker instead of throwing, and the shell shows its fallback. The hook fires twice per
 * failure; only the `onLoad` lifecycle may answer (answering `afterResolve` breaks the runtime).
 * No React here: a runtime plugin must not import a shared package.
 */
export const createOfflineFallbackPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'portal-offline-fallback',
  errorLoadRemote({ id, error, lifecycle }) {
    if (lifecycle !== 'onLoad') return undefined;
    const failure: RemoteLoadFailure = { [REMOTE_LOAD_FAILED]: true, id, error };
    return failure;
  },
});
