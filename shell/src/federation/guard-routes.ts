import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';

/** Paths whose entry needs the programme to be available (specification §4). */
export const PROGRAM_GATED_PREFIXES = ['/transport-services', '/airport-assistant'] as const;

export interface GuardDeps {
  isLoggedIn: () => boolean;
  /** false when the programme is no longer available; null when unknown (let the user in). */
  projectStatus: () => boolean | null;
  /** Remember `target`, tell the user that login is required (the guard then redirects to /login). */
  onLoginRequired: (target: string) => void;
  /** Show "Program no longer available" and resolve when the user has answered. */
  onProgramUnavailable: () => Promise<unknown>;
}

export interface RouteHandle {
  /** The route and everything under it needs a logged-in user. */
  auth?: boolean;
}

const needsAuth = (route: RouteObject) => (route.handle as RouteHandle | undefined)?.auth === true;

const isProgramGated = (route: RouteObject) =>
  typeof route.path === 'string' &&
  PROGRAM_GATED_PREFIXES.some((prefix) => route.path === prefix || route.path?.startsWith(`${prefix}/`));

const targetOf = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}${url.hash}`;
};

/**
 * Adds the shell's entry checks to a remote's route table: a route marked `handle: { auth: true }`
 * (and every route under it) sends a visitor to /login, remembering where they were going; the
 * programme-gated paths show "Program no longer available" and go home when it is not. The check
 * runs in a loader, so it happens before any of the remote's screens render.
 */
export function guardRoutes(
  routes: readonly RouteObject[],
  deps: GuardDeps,
  inherited: { auth: boolean; program: boolean } = { auth: false, program: false },
): RouteObject[] {
  return routes.map((route) => {
    const auth = inherited.auth || needsAuth(route);
    const program = inherited.program || isProgramGated(route);
    const guarded = auth || program ? withGuardLoader(route, deps, { auth, program }) : route;
    if (guarded.index || !guarded.children) return guarded;
    return { ...guarded, children: guardRoutes(guarded.children, deps, { auth, program }) };
  });
}

function withGuardLoader(
  route: RouteObject,
  deps: GuardDeps,
  checks: { auth: boolean; program: boolean },
): RouteObject {
  const original = route.loader;
  const loader = async (args: LoaderFunctionArgs) => {
    if (checks.auth && !deps.isLoggedIn()) {
      deps.onLoginRequired(targetOf(args.request));
      throw redirect('/login');
    }
    if (checks.program && deps.projectStatus() === false) {
      await deps.onProgramUnavailable();
      throw redirect('/');
    }
    return typeof original === 'function' ? original(args) : null;
  };
  return { ...route, loader } as RouteObject;
}
