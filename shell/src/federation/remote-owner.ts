import {
  DEFAULT_REMOTE_PREFIXES,
  ownsPath,
  type RemoteEntry,
  type RemoteName,
} from '@portal/shared/contracts';

export type PathOwner =
  | { kind: 'remote'; remote: RemoteEntry }
  | { kind: 'unknown-remote'; name: RemoteName; prefixes: readonly string[] };

/**
 * The remote that owns `path`: from the registry first, else from the default prefixes, so that a
 * remote's paths show "service unavailable" rather than "page not found" when the registry cannot
 * be read.
 */
export function findPathOwner(remotes: readonly RemoteEntry[], path: string): PathOwner | null {
  const remote = remotes.find((entry) => entry.prefixes.some((prefix) => ownsPath(prefix, path)));
  if (remote) return { kind: 'remote', remote };
  for (const [name, prefixes] of Object.entries(DEFAULT_REMOTE_PREFIXES) as [
    RemoteName,
    readonly string[],
  ][]) {
    if (prefixes.some((prefix) => ownsPath(prefix, path))) return { kind: 'unknown-remote', name, prefixes };
  }
  return null;
}
