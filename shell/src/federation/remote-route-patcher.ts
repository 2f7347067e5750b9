import type { RemoteEntry } from '@portal/shared/contracts';
import type { RouteObject } from 'react-router';
import { isRemoteLoadFailure } from './remote-load-failure';
import { findPathOwner } from './remote-owner';

export const ROOT_ROUTE_ID = 'root';

export interface PatcherDeps {
  getRemotes: () => readonly RemoteEntry[];
  /** Resolves with the remote's `./routes` module, or with the loader's failure marker. */
  loadRoutes: (name: string) => Promise<unknown>;
  /** Adds the shell's guards and error boundaries to a remote's route table. */
  prepareRoutes: (routes: RouteObject[]) => RouteObject[];
  /** Route element for a remote that is switched off or missing from the registry. */
  unavailableRoute: (prefix: string) => RouteObject;
  /** Route element for a remote that failed to load. */
  loadFailedRoute: (prefix: string) => RouteObject;
}

type Patch = (routeId: string | null, children: RouteObject[]) => void;

const routesOf = (module: unknown): RouteObject[] | null => {
  if (typeof module !== 'object' || module === null) return null;
  const candidate =
    (module as { routes?: unknown; default?: unknown }).routes ?? (module as { default?: unknown }).default;
  return Array.isArray(candidate) ? (candidate as RouteObject[]) : null;
};

const splat = (prefix: string) => `${prefix}/*`;

/**
 * react-router's `patchRoutesOnNavigation`: on the first visit to a path a remote owns, loads the
 * remote's route table and patches it under the shell's layout. A remote that is off shows
 * "service unavailable"; one that fails to load shows a "Try again" panel. The header, the footer
 * and every other remote keep working in both cases.
 */
export function createRemoteRoutePatcher(deps: PatcherDeps) {
  const patchEach = (patch: Patch, prefixes: readonly string[], make: (prefix: string) => RouteObject) =>
    patch(
      ROOT_ROUTE_ID,
      prefixes.map((prefix) => ({ ...make(prefix), path: splat(prefix) })),
    );

  const patchRemote = async (remote: RemoteEntry, patch: Patch) => {
    if (!remote.enabled) {
      patchEach(patch, remote.prefixes, deps.unavailableRoute);
      return;
    }
    let module: unknown;
    try {
      module = await deps.loadRoutes(remote.name);
    } catch {
      module = null;
    }
    const routes = isRemoteLoadFailure(module) ? null : routesOf(module);
    if (!routes) {
      patchEach(patch, remote.prefixes, deps.loadFailedRoute);
      return;
    }
    patch(ROOT_ROUTE_ID, deps.prepareRoutes(routes));
  };

  // Called again for a path that only the not-found route matches: patching the same routes twice
  // is harmless (react-router skips routes it already has) and the container runtime caches containers.
  return async ({ path, patch }: { path: string; patch: Patch }) => {
    const owner = findPathOwner(deps.getRemotes(), path);
    if (!owner) return;
    if (owner.kind === 'remote') await patchRemote(owner.remote, patch);
    else patchEach(patch, owner.prefixes, deps.unavailableRoute);
  };
}
