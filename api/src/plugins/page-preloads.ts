import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ownsPath, type RemoteEntry } from '@portal/shared/contracts';

/**
 * Preload hints for a cold load into a remote's path (issue 22). Without them, the browser finds
 * the remote's files one after another: the page's scripts, then the federation runtime, the
 * remote's manifest, its entry, its route table. The page's `Link` header names them all, so they
 * download while the page's own scripts do; the shell's start then finds them in the cache.
 * Each hint is made as the file will be asked for (a classic script; the manifest by `fetch`,
 * CORS mode, same-origin credentials), or the browser would download it twice.
 */

interface ExposedAssets {
  js?: { sync?: string[] };
  css?: { sync?: string[] };
}
interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: ExposedAssets }[];
}

/** `/remotes/<name>/mf-manifest.json`: a remote this server serves from `<webRoot>/<name>/dist`. */
const LOCAL_MANIFEST = /^\/remotes\/([a-z0-9-]+)\/mf-manifest\.json$/;
/** The shell's chunk with the Module Federation runtime (`webpackChunkName: "federation"`). */
const FEDERATION_CHUNK = /^federation\.[a-f0-9]+\.js$/;

const link = (url: string, as: 'script' | 'style' | 'fetch') =>
  `<${url}>; rel=preload; as=${as}${as === 'fetch' ? '; crossorigin=anonymous' : ''}`;

/** The files a remote's `./routes` needs, read from its manifest (cached until the file changes). */
const createManifestReader = (webRoot: string) => {
  const cache = new Map<string, { mtimeMs: number; links: string[] }>();
  return (name: string, manifestUrl: string): string[] => {
    const file = join(webRoot, name, 'dist', 'mf-manifest.json');
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return [];
    }
    const cached = cache.get(name);
    if (cached?.mtimeMs === mtimeMs) return cached.links;
    let manifest: FederationManifest;
    try {
      manifest = JSON.parse(readFileSync(file, 'utf8')) as FederationManifest;
    } catch {
      return [];
    }
    const base = `/remotes/${name}/`;
    const entry = manifest.metaData?.remoteEntry;
    const routes = manifest.exposes?.find((exposed) => exposed.path === './routes')?.assets;
    const links = [
      link(manifestUrl, 'fetch'),
      ...(entry?.name ? [link(`${base}${entry.path ? `${entry.path}/` : ''}${entry.name}`, 'script')] : []),
      ...(routes?.js?.sync ?? []).map((asset) => link(`${base}${asset}`, 'script')),
      ...(routes?.css?.sync ?? []).map((asset) => link(`${base}${asset}`, 'style')),
    ];
    cache.set(name, { mtimeMs, links });
    return links;
  };
};

/** The shell's federation chunk, looked up again only when its dist folder changes. */
const createFederationChunkFinder = (shellDist: string) => {
  let seen: { mtimeMs: number; url: string | null } | null = null;
  return (): string | null => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(shellDist).mtimeMs;
    } catch {
      return null;
    }
    if (seen?.mtimeMs !== mtimeMs) {
      const file = readdirSync(shellDist).find((name) => FEDERATION_CHUNK.test(name));
      seen = { mtimeMs, url: file ? `/${file}` : null };
    }
    return seen.url;
  };
};

/**
 * The enabled remote that owns `pathname` when this server serves it (`/remotes/<name>/`, from
 * `<webRoot>/<name>/dist`), else null: home and the shell's own pages, a remote that is off or
 * served from elsewhere.
 */
export const localRemoteFor = (pathname: string, remotes: readonly RemoteEntry[]): RemoteEntry | null => {
  const owner = remotes.find(
    (remote) => remote.enabled && remote.prefixes.some((prefix) => ownsPath(prefix, pathname)),
  );
  return owner && owner.manifestUrl.match(LOCAL_MANIFEST)?.[1] === owner.name ? owner : null;
};

/**
 * The `Link` header value for a page at `pathname`, or null: only a path that an enabled remote
 * served from this server owns gets hints (home and the shell's own pages need none).
 */
export const createPagePreloads = (webRoot: string) => {
  const readManifest = createManifestReader(webRoot);
  const federationChunk = createFederationChunkFinder(join(webRoot, 'shell', 'dist'));
  return (pathname: string, remotes: readonly RemoteEntry[]): string | null => {
    const owner = localRemoteFor(pathname, remotes);
    if (!owner) return null;
    const remoteLinks = readManifest(owner.name, owner.manifestUrl);
    if (remoteLinks.length === 0) return null;
    const runtime = federationChunk();
    return [...(runtime ? [link(runtime, 'script')] : []), ...remoteLinks].join(', ');
  };
};
