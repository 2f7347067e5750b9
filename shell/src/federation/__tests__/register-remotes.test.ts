import type { RemoteEntry } from '@portal/shared/contracts';
import { i18n } from '@portal/shared/i18n';
import {
  ExposedModuleUnavailableError,
  loadExposedModule,
  setExposedModuleLoader,
} from '@portal/shared/stores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRemoteRoutes, registerEnabledRemotes } from '../register-remotes';
import { REMOTE_LOAD_FAILED } from '../remote-load-failure';
import { loadRemote, registerRemotes } from '../remote-loader';

vi.mock('../remote-loader', () => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
const mockedLoadRemote = vi.mocked(loadRemote);

const entry = (name: RemoteEntry['name'], enabled = true): RemoteEntry => ({
  name,
  manifestUrl: `/remotes/${name}/mf-manifest.json`,
  prefixes: ['/x'],
  enabled,
});

afterEach(() => {
  mockedLoadRemote.mockReset();
  setExposedModuleLoader(null);
});

describe('the loader of remotes’ exposed modules', () => {
  it('is missing until the shell registers the remotes: loading rejects', async () => {
    await expect(loadExposedModule('mfe-fast-track', './booking-detail')).rejects.toBeInstanceOf(
      ExposedModuleUnavailableError,
    );
  });

  it('is registered with the remotes and loads `<remote>/<module>` from its container', async () => {
    const module = { bookingDetail: { namespace: 'fastTrack' } };
    mockedLoadRemote.mockResolvedValue(module);
    registerEnabledRemotes([entry('mfe-fast-track'), entry('mfe-help')], 'http://portal.test');
    expect(vi.mocked(registerRemotes)).toHaveBeenCalledWith([
      { name: 'mfe-fast-track', entry: 'http://portal.test/remotes/mfe-fast-track/mf-manifest.json' },
      { name: 'mfe-help', entry: 'http://portal.test/remotes/mfe-help/mf-manifest.json' },
    ]);
    await expect(loadExposedModule('mfe-fast-track', './booking-detail')).resolves.toBe(module);
    expect(mockedLoadRemote).toHaveBeenCalledWith('mfe-fast-track/booking-detail');
  });

  it('rejects for a remote operations have switched off, without fetching it', async () => {
    registerEnabledRemotes([entry('mfe-fast-track', false)], 'http://portal.test');
    await expect(loadExposedModule('mfe-fast-track', './booking-detail')).rejects.toThrow(/switched off/);
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });

  it('rejects when the remote does not load or does not expose the module (the fallback’s marker)', async () => {
    registerEnabledRemotes([entry('mfe-airport-assistant')], 'http://portal.test');
    mockedLoadRemote.mockResolvedValue({
      [REMOTE_LOAD_FAILED]: true,
      id: 'mfe-airport-assistant/booking-detail',
      error: new Error('no such module'),
    });
    await expect(loadExposedModule('mfe-airport-assistant', './booking-detail')).rejects.toThrow(
      /did not load/,
    );
    mockedLoadRemote.mockRejectedValue(new Error('network'));
    await expect(loadExposedModule('mfe-airport-assistant', './booking-detail')).rejects.toThrow('network');
  });
});

describe("a remote's route table", () => {
  it('loads from its container, with the texts its screens share fetched at the same time', async () => {
    const routes = { routes: [] };
    mockedLoadRemote.mockResolvedValue(routes);
    const loadNamespaces = vi.spyOn(i18n, 'loadNamespaces').mockResolvedValue(undefined);
    await expect(loadRemoteRoutes('mfe-help')).resolves.toBe(routes);
    expect(mockedLoadRemote).toHaveBeenCalledWith('mfe-help/routes');
    expect(loadNamespaces).toHaveBeenCalledWith('screens');
    loadNamespaces.mockRestore();
  });

  it('does not fail when those texts do not load (the screen asks again)', async () => {
    mockedLoadRemote.mockResolvedValue({ routes: [] });
    const loadNamespaces = vi.spyOn(i18n, 'loadNamespaces').mockRejectedValue(new Error('offline'));
    await expect(loadRemoteRoutes('mfe-help')).resolves.toEqual({ routes: [] });
    loadNamespaces.mockRestore();
  });
});
