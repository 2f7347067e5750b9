import type { RemoteEntry } from '@portal/shared/contracts';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { isRemoteLoadFailure, REMOTE_LOAD_FAILED, type RemoteLoadFailure } from '../remote-load-failure';
import { createRemoteRoutePatcher, ROOT_ROUTE_ID } from '../remote-route-patcher';

const entry = (name: RemoteEntry['name'], prefixes: string[], enabled = true): RemoteEntry => ({
  name,
  manifestUrl: `/remotes/${name}/mf-manifest.json`,
  prefixes,
  enabled,
});

const setup = (remotes: RemoteEntry[], loadRoutes: (name: string) => Promise<unknown>) => {
  const patch = vi.fn<(routeId: string | null, children: RouteObject[]) => void>();
  const patcher = createRemoteRoutePatcher({
    getRemotes: () => remotes,
    loadRoutes,
    prepareRoutes: (routes) => routes.map((route) => ({ ...route, handle: { prepared: true } })),
    unavailableRoute: () => ({ id: 'unavailable' }),
    loadFailedRoute: () => ({ id: 'failed' }),
  });
  return { patch, run: (path: string) => patcher({ path, patch }) };
};

describe('patching remote routes on navigation', () => {
  it('loads an enabled remote’s routes and patches them, prepared, under the layout route', async () => {
    const loadRoutes = vi.fn(async () => ({ routes: [{ path: '/help' }] }));
    const { patch, run } = setup([entry('mfe-help', ['/help'])], loadRoutes);
    await run('/help');
    expect(loadRoutes).toHaveBeenCalledWith('mfe-help');
    expect(patch).toHaveBeenCalledWith(ROOT_ROUTE_ID, [{ path: '/help', handle: { prepared: true } }]);
  });

  it('accepts a module that exports the routes as default', async () => {
    const { patch, run } = setup([entry('mfe-help', ['/help'])], async () => ({
      default: [{ path: '/help' }],
    }));
    await run('/help');
    expect(patch.mock.calls[0]?.[1]).toEqual([{ path: '/help', handle: { prepared: true } }]);
  });

  it('shows "service unavailable" under every prefix of a disabled remote without loading it', async () => {
    const loadRoutes = vi.fn();
    const { patch, run } = setup([entry('mfe-help', ['/help', '/conditions'], false)], loadRoutes);
    await run('/conditions');
    expect(loadRoutes).not.toHaveBeenCalled();
    expect(patch).toHaveBeenCalledWith(ROOT_ROUTE_ID, [
      { id: 'unavailable', path: '/help/*' },
      { id: 'unavailable', path: '/conditions/*' },
    ]);
  });

  it('shows "service unavailable" for a known remote that the registry does not list', async () => {
    const { patch, run } = setup([], vi.fn());
    await run('/fast-track/search');
    expect(patch).toHaveBeenCalledWith(ROOT_ROUTE_ID, [{ id: 'unavailable', path: '/fast-track/*' }]);
  });

  it('shows the load-failed fallback when the loader answers with its failure marker', async () => {
    const answer: RemoteLoadFailure = {
      [REMOTE_LOAD_FAILED]: true,
      id: 'mfe-help/routes',
      error: new Error('offline'),
    };
    expect(isRemoteLoadFailure(answer)).toBe(true);
    const { patch, run } = setup([entry('mfe-help', ['/help'])], async () => answer);
    await run('/help');
    expect(patch).toHaveBeenCalledWith(ROOT_ROUTE_ID, [{ id: 'failed', path: '/help/*' }]);
  });

  it('shows the load-failed fallback when loading throws or the module has no routes', async () => {
    const thrown = setup([entry('mfe-help', ['/help'])], async () => {
      throw new Error('404');
    });
    await thrown.run('/help');
    expect(thrown.patch).toHaveBeenCalledWith(ROOT_ROUTE_ID, [{ id: 'failed', path: '/help/*' }]);

    const empty = setup([entry('mfe-help', ['/help'])], async () => ({ something: 'else' }));
    await empty.run('/help');
    expect(empty.patch).toHaveBeenCalledWith(ROOT_ROUTE_ID, [{ id: 'failed', path: '/help/*' }]);
  });

  it('patches nothing for a path no remote owns (the not-found route answers)', async () => {
    const { patch, run } = setup([entry('mfe-help', ['/help'])], vi.fn());
    await run('/no-such-page');
    expect(patch).not.toHaveBeenCalled();
  });
});
