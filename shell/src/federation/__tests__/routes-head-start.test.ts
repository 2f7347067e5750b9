import type { RemoteEntry } from '@portal/shared/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createRoutesHeadStart } from '../routes-head-start';

const entry = (name: RemoteEntry['name'], prefixes: string[], enabled = true): RemoteEntry => ({
  name,
  manifestUrl: `/remotes/${name}/mf-manifest.json`,
  prefixes,
  enabled,
});

const remotes = [
  entry('mfe-help', ['/help', '/conditions']),
  entry('mfe-fast-track', ['/fast-track'], false),
];

describe('a head start for the remote a cold load lands in', () => {
  it('starts loading the owner’s routes at once and hands that load to the router’s first ask', async () => {
    const load = vi.fn(async (name: string) => ({ routes: [name] }));
    const headStart = createRoutesHeadStart(load);
    headStart.startFor(remotes, '/conditions');
    expect(load).toHaveBeenCalledExactlyOnceWith('mfe-help');

    await expect(headStart.loadRoutes('mfe-help')).resolves.toEqual({ routes: ['mfe-help'] });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads afresh on every later ask, so that "Try again" tries again', async () => {
    const load = vi.fn().mockResolvedValueOnce('failed').mockResolvedValueOnce('loaded');
    const headStart = createRoutesHeadStart(load);
    headStart.startFor(remotes, '/help');
    await expect(headStart.loadRoutes('mfe-help')).resolves.toBe('failed');
    await expect(headStart.loadRoutes('mfe-help')).resolves.toBe('loaded');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads nothing early for the shell’s own paths, a remote that is off, or an unknown path', () => {
    const load = vi.fn(async () => null);
    const headStart = createRoutesHeadStart(load);
    for (const path of ['/', '/fast-track/search', '/no-such-page', '/helpList'])
      headStart.startFor(remotes, path);
    expect(load).not.toHaveBeenCalled();
  });

  it('does not hand one remote’s early load to another', async () => {
    const load = vi.fn(async (name: string) => name);
    const headStart = createRoutesHeadStart(load);
    headStart.startFor([...remotes, entry('mfe-auth', ['/login'])], '/login');
    await expect(headStart.loadRoutes('mfe-help')).resolves.toBe('mfe-help');
    await expect(headStart.loadRoutes('mfe-auth')).resolves.toBe('mfe-auth');
    expect(load.mock.calls).toEqual([['mfe-auth'], ['mfe-help']]);
  });
});
