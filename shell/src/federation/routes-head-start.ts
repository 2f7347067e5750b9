import type { RemoteEntry } from '@portal/shared/contracts';
import { findPathOwner } from './remote-owner';

type LoadRoutes = (name: string) => Promise<unknown>;

/**
 * A cold load straight into a remote's path (`/help`, `/login`, …): the remote's route table
 * starts loading as soon as the registry is read, while React still takes over the prerendered
 * frame, instead of after it (issue 22: the remote's screen is that page's largest paint).
 *
 * `startFor` begins the load for the remote owning `path` (nothing for the shell's own paths or a
 * remote that is off); the returned loader hands that load to the router's first ask for the same
 * remote and loads afresh every later time, so "Try again" after a failure really tries again.
 */
export function createRoutesHeadStart(load: LoadRoutes) {
  let early: { name: string; routes: Promise<unknown> } | null = null;

  const startFor = (remotes: readonly RemoteEntry[], path: string) => {
    const owner = findPathOwner(remotes, path);
    if (owner?.kind !== 'remote' || !owner.remote.enabled) return;
    early = { name: owner.remote.name, routes: load(owner.remote.name) };
  };

  const loadRoutes: LoadRoutes = (name) => {
    if (early?.name !== name) return load(name);
    const { routes } = early;
    early = null;
    return routes;
  };

  return { startFor, loadRoutes };
}
