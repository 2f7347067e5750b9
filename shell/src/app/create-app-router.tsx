import type { RemoteEntry } from '@portal/shared/contracts';
import { createBrowserRouter, type DataRouter, type RouteObject } from 'react-router';
import { HomePage } from '../features/home/home-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { loadFailedRoute, unavailableRoute, withErrorBoundaries } from '../federation/fallback-routes';
import { type GuardDeps, guardRoutes } from '../federation/guard-routes';
import { createRemoteRoutePatcher, ROOT_ROUTE_ID } from '../federation/remote-route-patcher';
import { AppHydrateFallback, RootLayout } from './root-layout';
import { RouteError } from './route-error';

export interface AppRouterDeps {
  getRemotes: () => readonly RemoteEntry[];
  loadRoutes: (name: string) => Promise<unknown>;
  guard: GuardDeps;
  /**
   * Routes are patched in only once this settles: while React takes over the prerendered frame,
   * the router must still be showing the frame's fallback (a path no remote owns resolves at once).
   */
  patchAfter?: Promise<void>;
}

/** The shell's own routes: the layout, home and not-found. Everything else is patched in from remotes. */
export const shellRoutes = (): RouteObject[] => [
  {
    id: ROOT_ROUTE_ID,
    path: '/',
    element: <RootLayout />,
    HydrateFallback: AppHydrateFallback,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage />, errorElement: <RouteError /> },
      { path: '*', element: <NotFoundPage />, errorElement: <RouteError /> },
    ],
  },
];

export function createAppRouter(deps: AppRouterDeps): DataRouter {
  const patchRoutesOnNavigation = createRemoteRoutePatcher({
    getRemotes: deps.getRemotes,
    loadRoutes: deps.loadRoutes,
    prepareRoutes: (routes) => withErrorBoundaries(guardRoutes(routes, deps.guard)),
    unavailableRoute,
    loadFailedRoute,
  });
  const { patchAfter } = deps;
  return createBrowserRouter(shellRoutes(), {
    patchRoutesOnNavigation: patchAfter
      ? async (args) => {
          await patchAfter;
          return patchRoutesOnNavigation(args);
        }
      : patchRoutesOnNavigation,
  });
}
