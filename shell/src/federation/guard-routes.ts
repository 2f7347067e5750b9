import { BOOKING_SERVICE_KEYS, BOOKING_SERVICES, type ProgrammeSupportFlag } from '@portal/shared/contracts';
import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';

/** Paths whose entry needs the programme to be available (specification §4). */
export const PROGRAM_GATED_PREFIXES = ['/transport-services', '/airport-assistant'] as const;

/** The entry paths of the services a programme flag switches on, with that flag (`offeredBy`). */
export const SUPPORT_GATED_PATHS: readonly { prefix: string; flag: ProgrammeSupportFlag }[] =
  BOOKING_SERVICE_KEYS.flatMap((service) => {
    const { entryPath, offeredBy } = BOOKING_SERVICES[service];
    return offeredBy === null ? [] : [{ prefix: entryPath, flag: offeredBy }];
  });

export interface GuardDeps {
  isLoggedIn: () => boolean;
  /**
   * false when the programme is no longer available; null when unknown (let the user in). It may
   * wait for project-status, which the page reads once it is live.
   */
  projectStatus: () => boolean | null | Promise<boolean | null>;
  /** Remember `target`, tell the user that login is required (the guard then redirects to /login). */
  onLoginRequired: (target: string) => void;
  /** Show "Program no longer available" and resolve when the user has answered. */
  onProgramUnavailable: () => Promise<unknown>;
  /**
   * Whether the programme offers what `flag` switches on to this visitor or cardholder (their card
   * level's); null when unknown (let them in: the API still refuses). It may wait for the read that
   * follows a login.
   */
  supportFlag: (flag: ProgrammeSupportFlag) => boolean | null | Promise<boolean | null>;
  /** Tell the cardholder the service is not part of their card's benefits; resolve when answered. */
  onServiceNotOffered: () => Promise<unknown>;
}

export interface RouteHandle {
  /** The route and everything under it needs a logged-in user. */
  auth?: boolean;
}

type Check = 'auth' | 'program' | 'offered';

/** What a route (and the routes under it) is checked for. */
interface Checks {
  auth: boolean;
  program: boolean;
  /** The programme flag the route's service needs; null when none. */
  offered: ProgrammeSupportFlag | null;
}

const needsAuth = (route: RouteObject) => (route.handle as RouteHandle | undefined)?.auth === true;

const isProgramGated = (route: RouteObject) =>
  typeof route.path === 'string' &&
  PROGRAM_GATED_PREFIXES.some((prefix) => route.path === prefix || route.path?.startsWith(`${prefix}/`));

const supportFlagOf = (route: RouteObject): ProgrammeSupportFlag | null =>
  typeof route.path === 'string'
    ? (SUPPORT_GATED_PATHS.find(({ prefix }) => route.path === prefix || route.path?.startsWith(`${prefix}/`))
        ?.flag ?? null)
    : null;

const targetOf = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}${url.hash}`;
};

/**
 * Adds the shell's entry checks to a remote's route table: a route marked `handle: { auth: true }`
 * (and every route under it) sends a visitor to /login, remembering where they were going; the
 * programme-gated paths show "Program no longer available" and go home when it is not; a service
 * the card level does not include (its `offeredBy` flag false) says so and goes home. The checks
 * run in loaders, before any of the remote's screens render.
 */
export function guardRoutes(routes: readonly RouteObject[], deps: GuardDeps): RouteObject[] {
  // Every loader of one navigation gets the same Request: each check runs once per navigation,
  // however many guarded routes match.
  const done = new WeakMap<Request, Map<Check, Promise<void>>>();
  const once = (request: Request, check: Check, run: () => Promise<void>) => {
    const checks = done.get(request) ?? new Map<Check, Promise<void>>();
    done.set(request, checks);
    let pending = checks.get(check);
    if (!pending) {
      pending = run();
      checks.set(check, pending);
    }
    return pending;
  };

  const checkAuth = async (request: Request) => {
    if (deps.isLoggedIn()) return;
    deps.onLoginRequired(targetOf(request));
    throw redirect('/login');
  };
  const checkProgram = async () => {
    if ((await deps.projectStatus()) !== false) return;
    await deps.onProgramUnavailable();
    throw redirect('/');
  };

  const checkOffered = async (flag: ProgrammeSupportFlag) => {
    if ((await deps.supportFlag(flag)) !== false) return;
    await deps.onServiceNotOffered();
    throw redirect('/');
  };

  const guard = (route: RouteObject, checks: Checks): RouteObject => {
    const original = route.loader;
    const loader = async (args: LoaderFunctionArgs) => {
      // The programme comes first: a visitor is not asked to log in for benefits that have ended.
      if (checks.program) await once(args.request, 'program', checkProgram);
      if (checks.auth) await once(args.request, 'auth', () => checkAuth(args.request));
      // Then the card level: a service it does not include is refused at its door, not after a form.
      const { offered } = checks;
      if (offered) await once(args.request, 'offered', () => checkOffered(offered));
      return typeof original === 'function' ? original(args) : null;
    };
    return { ...route, loader } as RouteObject;
  };

  const walk = (list: readonly RouteObject[], inherited: Checks): RouteObject[] =>
    list.map((route) => {
      const checks: Checks = {
        auth: inherited.auth || needsAuth(route),
        program: inherited.program || isProgramGated(route),
        offered: inherited.offered ?? supportFlagOf(route),
      };
      const guarded = checks.auth || checks.program || checks.offered ? guard(route, checks) : route;
      if (guarded.index || !guarded.children) return guarded;
      return { ...guarded, children: walk(guarded.children, checks) };
    });

  return walk(routes, { auth: false, program: false, offered: null });
}
