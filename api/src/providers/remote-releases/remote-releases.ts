import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Which release of a remote is served, as its manifest says. */
export interface RemoteRelease {
  /** The package's version, e.g. `0.1.0`; null when the manifest cannot be read here. */
  version: string | null;
  /** When it was built (ISO 8601): the build metadata of its version, else the manifest's file time. */
  buildTime: string | null;
}

const UNKNOWN: RemoteRelease = { version: null, buildTime: null };
/** `/remotes/<name>/mf-manifest.json`: a remote this server serves from `<webRoot>/<name>/dist`. */
const LOCAL_MANIFEST = /^\/remotes\/([a-z0-9-]+)\/mf-manifest\.json$/;
/** The build time the build puts after `+` (shared/build `releaseVersion`), e.g. `20261128T121530Z`. */
const BUILD_STAMP = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;

interface FederationManifest {
  metaData?: { buildInfo?: { buildVersion?: unknown } };
}

/** A release's version and build time from a manifest's `buildVersion` (`0.1.0+20261128T121530Z`). */
export const releaseOf = (buildVersion: string, fileTime: Date): RemoteRelease => {
  const [version = buildVersion, stamp = ''] = buildVersion.split('+', 2);
  const parts = BUILD_STAMP.exec(stamp);
  const builtAt = parts
    ? new Date(`${parts[1]}-${parts[2]}-${parts[3]}T${parts[4]}:${parts[5]}:${parts[6]}Z`)
    : fileTime;
  return { version, buildTime: Number.isNaN(builtAt.getTime()) ? null : builtAt.toISOString() };
};

/**
 * The releases of the remotes this server serves (`<webRoot>/<name>/dist/mf-manifest.json`), each
 * read again only when its manifest changes. A remote served from elsewhere (a CDN's manifest URL),
 * or none served at all (no web root), is unknown here.
 */
export const createRemoteReleases = (webRoot: string | undefined) => {
  const cache = new Map<string, { mtimeMs: number; release: RemoteRelease }>();
  return (name: string, manifestUrl: string): RemoteRelease => {
    if (!webRoot || LOCAL_MANIFEST.exec(manifestUrl)?.[1] !== name) return UNKNOWN;
    const file = join(webRoot, name, 'dist', 'mf-manifest.json');
    try {
      const { mtimeMs, mtime } = statSync(file);
      const cached = cache.get(name);
      if (cached?.mtimeMs === mtimeMs) return cached.release;
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as FederationManifest;
      const buildVersion = manifest.metaData?.buildInfo?.buildVersion;
      const release = typeof buildVersion === 'string' ? releaseOf(buildVersion, mtime) : UNKNOWN;
      cache.set(name, { mtimeMs, release });
      return release;
    } catch {
      return UNKNOWN;
    }
  };
};

export type RemoteReleases = ReturnType<typeof createRemoteReleases>;
