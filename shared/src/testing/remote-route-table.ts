import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REMOTE_PREFIXES, type RemoteName } from '../contracts/endpoints/remotes';

const isProtected = (route: RouteObject) => (route.handle as { auth?: boolean } | undefined)?.auth === true;

/**
 * The checks every remote's exposed route table must pass (tests only): it owns exactly the
 * prefixes the registry gives it, each top route has its own error boundary, the default export is
 * the same table, and exactly `protectedPaths` are marked for logged-in users.
 */
export function describeRemoteRouteTable(
  name: RemoteName,
  exposed: { routes: RouteObject[]; defaultRoutes: unknown; protectedPaths: string[] },
) {
  const { routes, defaultRoutes, protectedPaths } = exposed;
  describe(`${name} route table`, () => {
    it('owns exactly the path prefixes the registry gives it, each with its own error boundary', () => {
      expect(routes.map((route) => route.path)).toEqual(DEFAULT_REMOTE_PREFIXES[name]);
      for (const route of routes) expect(route.errorElement).toBeTruthy();
      expect(defaultRoutes).toBe(routes);
    });

    it('marks the routes that need a logged-in user', () => {
      expect(routes.filter(isProtected).map((route) => route.path)).toEqual(protectedPaths);
    });
  });
}
