/** Marks what `loadRemote` resolves with when a remote could not be loaded. */
export const REMOTE_LOAD_FAILED = Symbol.for('portal.remoteLoadFailed');

export interface RemoteLoadFailure {
  [REMOTE_LOAD_FAILED]: true;
  id: string;
  error: unknown;
}

export const isRemoteLoadFailure = (value: unknown): value is RemoteLoadFailure =>
  typeof value === 'object' && value !== null && REMOTE_LOAD_FAILED in value;
