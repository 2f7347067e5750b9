import loadTimeout from '@portal/shared/remote/load-timeout.json';
import { REMOTE_LOAD_FAILED, type RemoteLoadFailure } from './remote-load-failure';
import { hostShareScope } from './share-scope';

/**
 * The host side of Module Federation's container protocol (the one webpack 5 and rspack emit for
 * `ModuleFederationPluginV1`): a remote's `remoteEntry.js` defines a global container with `init`
 * (hand it the host's share scope, so it uses the host's React, router and stores) and `get` (one
 * exposed module's factory). The remote's own runtime consumes the shares; this file finds, loads
 * and initialises containers, with one retry, and turns a failure into a marker the routes show
 * their fallback for.
 */

interface Container {
  init(shareScope: unknown): Promise<void> | void;
  get(module: string): Promise<() => unknown>;
}

interface ManifestMeta {
  globalName: string;
  publicPath?: string;
  remoteEntry: { name: string; path?: string };
}

/**
 * How long a remote's manifest or container script may take (specification §8), then the fallback:
 * the limit the build gives the bundler's chunk loads.
 */
export const REMOTE_LOAD_TIMEOUT_MS: number = loadTimeout.ms;
/** One more attempt for a manifest or a container script, after this pause. */
export const REMOTE_RETRY_DELAY_MS = 300;

const manifests = new Map<string, string>();
const containers = new Map<string, Promise<Container>>();

/** Where each remote's manifest is (absolute URLs). Nothing is downloaded yet. */
export function registerRemotes(remotes: readonly { name: string; entry: string }[]) {
  for (const { name, entry } of remotes) {
    if (manifests.get(name) !== entry) containers.delete(name);
    manifests.set(name, entry);
  }
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function withRetry<T>(attempt: (retry: number) => Promise<T>): Promise<T> {
  try {
    return await attempt(0);
  } catch {
    await pause(REMOTE_RETRY_DELAY_MS);
    return attempt(1);
  }
}

const isManifestMeta = (value: unknown): value is ManifestMeta => {
  if (typeof value !== 'object' || value === null) return false;
  const meta = value as Partial<ManifestMeta>;
  return (
    typeof meta.globalName === 'string' &&
    typeof meta.remoteEntry === 'object' &&
    meta.remoteEntry !== null &&
    typeof meta.remoteEntry.name === 'string'
  );
};

async function readManifest(url: string): Promise<{ entryUrl: string; globalName: string }> {
  const response = await fetch(url, {
    cache: 'no-cache',
    signal: AbortSignal.timeout(REMOTE_LOAD_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const meta: unknown = ((await response.json()) as { metaData?: unknown } | null)?.metaData;
  if (!isManifestMeta(meta)) throw new Error(`${url}: not a remote's manifest`);
  const base =
    meta.publicPath && meta.publicPath !== 'auto'
      ? new URL(meta.publicPath, url).href
      : new URL('.', url).href;
  const folder = meta.remoteEntry.path ? `${meta.remoteEntry.path.replace(/\/?$/, '/')}` : '';
  return { entryUrl: new URL(`${folder}${meta.remoteEntry.name}`, base).href, globalName: meta.globalName };
}

function loadScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    const done = (error?: Error) => {
      clearTimeout(timer);
      script.onload = script.onerror = null;
      if (error) {
        script.remove();
        reject(error);
      } else resolve();
    };
    const timer = setTimeout(() => done(new Error(`${url}: timed out`)), REMOTE_LOAD_TIMEOUT_MS);
    script.onload = () => done();
    script.onerror = () => done(new Error(`${url}: did not load`));
    script.src = url;
    script.async = true;
    document.head.append(script);
  });
}

const globalContainer = (globalName: string): Container | undefined => {
  const value = (globalThis as Record<string, unknown>)[globalName];
  return typeof value === 'object' && value !== null && 'get' in value && 'init' in value
    ? (value as Container)
    : undefined;
};

async function startContainer(name: string): Promise<Container> {
  const manifestUrl = manifests.get(name);
  if (!manifestUrl) throw new Error(`${name}: not a registered remote`);
  const { entryUrl, globalName } = await withRetry(() => readManifest(manifestUrl));
  let container = globalContainer(globalName);
  if (!container) {
    await withRetry((retry) => loadScript(retry ? `${entryUrl}?retry=${retry}` : entryUrl));
    container = globalContainer(globalName);
  }
  if (!container) throw new Error(`${entryUrl}: defines no container "${globalName}"`);
  await container.init(hostShareScope());
  return container;
}

/**
 * One exposed module of a remote, `'<remote>/<module>'` (e.g. `mfe-help/routes`); the failure
 * marker when the remote or its module could not be loaded. A failed remote is tried afresh on
 * the next call ("Try again").
 */
export async function loadRemote<T = unknown>(id: string): Promise<T | RemoteLoadFailure> {
  const slash = id.indexOf('/');
  const name = id.slice(0, slash);
  try {
    let container = containers.get(name);
    if (!container) {
      container = startContainer(name);
      containers.set(name, container);
    }
    const factory = await (await container).get(`./${id.slice(slash + 1)}`);
    return factory() as T;
  } catch (error) {
    containers.delete(name);
    const failure: RemoteLoadFailure = { [REMOTE_LOAD_FAILED]: true, id, error };
    return failure;
  }
}
