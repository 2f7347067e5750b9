import type { RemoteEntry, RemoteName } from '@portal/shared/contracts';

/**
 * Which remote owns which path prefix, as the shell knows it when the registry cannot be read:
 * those paths then show "service unavailable" rather than "page not found".
 */
export const KNOWN_PREFIXES: Record<RemoteName, readonly string[]> = {
  'mfe-auth': ['/login', '/page-timeout', '/sign-up', '/reset-pwd'],
  'mfe-transport': ['/transport-services', '/choose', '/prebooking', '/result'],
  'mfe-airport-assistant': ['/airport-assistant'],
  'mfe-fast-track': ['/fast-track'],
  'mfe-account': ['/account'],
  'mfe-help': [
    '/help',
    '/helpList',
    '/helpDetails',
    '/helpForm',
    '/termsOfUse',
    '/conditions',
    '/privacyPolicy',
  ],
};

/** `/help` owns `/help` and `/help/...`, not `/helpList`. */
export const ownsPath = (prefix: string, path: string) => path === prefix || path.startsWith(`${prefix}/`);

export type PathOwner =
  | { kind: 'remote'; remote: RemoteEntry }
  | { kind: 'unknown-remote'; name: RemoteName; prefixes: readonly string[] };

/** The remote that owns `path`: from the registry first, else from the shell's own knowledge. */
export function findPathOwner(remotes: readonly RemoteEntry[], path: string): PathOwner | null {
  const remote = remotes.find((entry) => entry.prefixes.some((prefix) => ownsPath(prefix, path)));
  if (remote) return { kind: 'remote', remote };
  for (const [name, prefixes] of Object.entries(KNOWN_PREFIXES) as [RemoteName, readonly string[]][]) {
    if (prefixes.some((prefix) => ownsPath(prefix, path))) return { kind: 'unknown-remote', name, prefixes };
  }
  return null;
}
