import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isRemoteLoadFailure, type RemoteLoadFailure } from '../remote-load-failure';

/** The host's share scope, as `share-scope.ts` makes it (tested there). */
const { hostScope } = vi.hoisted(() => ({ hostScope: { react: { '19.3.1': { loaded: 1 } } } }));
vi.mock('../share-scope', () => ({ hostShareScope: () => hostScope }));

type Globals = Record<string, unknown>;
const globals = globalThis as Globals;

const manifest = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  metaData: {
    name,
    globalName: name,
    publicPath: 'auto',
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    ...extra,
  },
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A container as a remote's `remoteEntry.js` defines it. */
const fakeContainer = (modules: Record<string, unknown>) => ({
  init: vi.fn(),
  get: vi.fn(async (module: string) => {
    if (!(module in modules)) throw new Error(`Module "${module}" does not exist in container.`);
    return () => modules[module];
  }),
});

// A fresh module per test: the runtime keeps its containers for the page's life.
let loadRemote: typeof import('../container-runtime').loadRemote;
let registerRemotes: typeof import('../container-runtime').registerRemotes;
let scripts: string[];
/** What "running" a script URL does: define a container, or fail to load. */
let onScript: (url: string) => 'load' | 'error';

beforeEach(async () => {
  vi.resetModules();
  ({ loadRemote, registerRemotes } = await import('../container-runtime'));
  scripts = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    const script = nodes[0] as HTMLScriptElement;
    scripts.push(script.src);
    const outcome = onScript(script.src);
    queueMicrotask(() =>
      (outcome === 'load' ? script.onload : script.onerror)?.call(script, new Event(outcome)),
    );
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  for (const name of ['mfe-help', 'mfe-auth', 'mfe-account']) delete globals[name];
});

describe('loading an exposed module from a remote’s container', () => {
  it('reads the manifest, runs the entry script once, shares the host’s scope and returns the module', async () => {
    const routes = { routes: [{ path: '/help' }] };
    const container = fakeContainer({ './routes': routes, './other': { other: true } });
    const fetchMock = vi.fn(async () => json(manifest('mfe-help')));
    vi.stubGlobal('fetch', fetchMock);
    onScript = () => {
      globals['mfe-help'] = container;
      return 'load';
    };
    registerRemotes([{ name: 'mfe-help', entry: 'http://portal.test/remotes/mfe-help/mf-manifest.json' }]);

    await expect(loadRemote('mfe-help/routes')).resolves.toBe(routes);
    await expect(loadRemote('mfe-help/other')).resolves.toEqual({ other: true });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(scripts).toEqual(['http://portal.test/remotes/mfe-help/remoteEntry.js']);
    expect(container.init).toHaveBeenCalledTimes(1);
    expect(container.init).toHaveBeenCalledWith(hostScope);
    expect(container.get).toHaveBeenCalledWith('./routes');
  });

  it('finds the entry where the manifest says (a public path and a folder)', async () => {
    vi.stubGlobal('fetch', async () =>
      json(
        manifest('mfe-auth', {
          publicPath: 'https://cdn.test/auth/',
          remoteEntry: { name: 'remoteEntry.js', path: 'v2', type: 'global' },
        }),
      ),
    );
    onScript = () => {
      globals['mfe-auth'] = fakeContainer({ './routes': { routes: [] } });
      return 'load';
    };
    registerRemotes([{ name: 'mfe-auth', entry: 'http://portal.test/remotes/mfe-auth/mf-manifest.json' }]);
    await expect(loadRemote('mfe-auth/routes')).resolves.toEqual({ routes: [] });
    expect(scripts).toEqual(['https://cdn.test/auth/v2/remoteEntry.js']);
  });

  it('gives a manifest or a container script the specification’s 120 s, as the build gives chunks', async () => {
    const { REMOTE_LOAD_TIMEOUT_MS } = await import('../container-runtime');
    expect(REMOTE_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('tries the manifest and the script once more before giving up', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json({}, 503))
      .mockResolvedValue(json(manifest('mfe-help')));
    vi.stubGlobal('fetch', fetchMock);
    let attempts = 0;
    onScript = () => {
      attempts += 1;
      if (attempts === 1) return 'error';
      globals['mfe-help'] = fakeContainer({ './routes': { routes: [] } });
      return 'load';
    };
    registerRemotes([{ name: 'mfe-help', entry: 'http://portal.test/remotes/mfe-help/mf-manifest.json' }]);
    await expect(loadRemote('mfe-help/routes')).resolves.toEqual({ routes: [] });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(scripts).toEqual([
      'http://portal.test/remotes/mfe-help/remoteEntry.js',
      'http://portal.test/remotes/mfe-help/remoteEntry.js?retry=1',
    ]);
  });

  it('answers the failure marker when the remote cannot load, and tries afresh next time', async () => {
    vi.stubGlobal('fetch', async () => json(manifest('mfe-help')));
    onScript = () => 'error';
    registerRemotes([{ name: 'mfe-help', entry: 'http://portal.test/remotes/mfe-help/mf-manifest.json' }]);
    const failed = await loadRemote('mfe-help/routes');
    expect(isRemoteLoadFailure(failed)).toBe(true);
    expect((failed as RemoteLoadFailure).id).toBe('mfe-help/routes');
    expect(scripts).toHaveLength(2);

    onScript = () => {
      globals['mfe-help'] = fakeContainer({ './routes': { routes: [] } });
      return 'load';
    };
    await expect(loadRemote('mfe-help/routes')).resolves.toEqual({ routes: [] });
  });

  it('answers the failure marker for a module the container does not expose, a file that is no manifest, or an unregistered remote', async () => {
    vi.stubGlobal('fetch', async (url: string) =>
      url.includes('mfe-account') ? json({ hello: 'world' }) : json(manifest('mfe-help')),
    );
    onScript = () => {
      globals['mfe-help'] = fakeContainer({ './routes': { routes: [] } });
      return 'load';
    };
    registerRemotes([
      { name: 'mfe-help', entry: 'http://portal.test/remotes/mfe-help/mf-manifest.json' },
      { name: 'mfe-account', entry: 'http://portal.test/remotes/mfe-account/mf-manifest.json' },
    ]);
    expect(isRemoteLoadFailure(await loadRemote('mfe-help/booking-detail'))).toBe(true);
    expect(isRemoteLoadFailure(await loadRemote('mfe-account/routes'))).toBe(true);
    expect(isRemoteLoadFailure(await loadRemote('mfe-transport/routes'))).toBe(true);
  });

  it('answers the failure marker when the script defines no container', async () => {
    vi.stubGlobal('fetch', async () => json(manifest('mfe-help')));
    onScript = () => 'load';
    registerRemotes([{ name: 'mfe-help', entry: 'http://portal.test/remotes/mfe-help/mf-manifest.json' }]);
    const failed = await loadRemote('mfe-help/routes');
    expect(isRemoteLoadFailure(failed)).toBe(true);
    expect(String((failed as RemoteLoadFailure).error)).toMatch(/defines no container "mfe-help"/);
  });
});
