import { DEFAULT_REMOTE_PREFIXES, type RemoteName } from '@portal/shared/contracts';

/** The path prefixes each micro-frontend owns in the shell's router (one list, in the contracts). */
export const REMOTE_PREFIXES: Record<RemoteName, string[]> = DEFAULT_REMOTE_PREFIXES;

/** Where the API serves a remote's build; `baseUrl` (REMOTE_BASE_URL) replaces the origin when set. */
export const manifestUrlFor = (name: RemoteName, baseUrl: string): string =>
  `${baseUrl}/remotes/${name}/mf-manifest.json`;
