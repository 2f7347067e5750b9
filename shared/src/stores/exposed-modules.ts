import type { RemoteName } from '../contracts/endpoints/remotes';

/** A module a remote's container exposes besides its routes, e.g. `./booking-detail`. */
export type ExposedModulePath = `./${string}`;

/**
 * How the host loads `<remote>/<module>` at run time: resolves with the module, or rejects when the
 * remote is switched off, does not load, or does not expose the module. Never a half answer.
 */
export type ExposedModuleLoader = (remote: RemoteName, module: ExposedModulePath) => Promise<unknown>;

/** Why `loadExposedModule` rejected when the failure is the page's own (no host, remote off). */
export class ExposedModuleUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly module: ExposedModulePath,
    reason: string,
  ) {
    super(`${remote}/${module.slice(2)}: ${reason}`);
    this.name = 'ExposedModuleUnavailableError';
  }
}

// This package is a singleton of the share scope (host-provided): the shell's loader is the one
// every remote reaches.
let loader: ExposedModuleLoader | null = null;

/**
 * The host hands in its Module Federation loader at start (the shell's `registerEnabledRemotes`);
 * `null` removes it (tests). A remote never calls this.
 */
export const setExposedModuleLoader = (next: ExposedModuleLoader | null) => {
  loader = next;
};

/**
 * Loads another remote's exposed module, e.g. `loadExposedModule('mfe-fast-track', './booking-detail')`,
 * so that one remote can use another's part without importing it (decision 0007: the account's
 * bookings pages show a service's own fields from its `./booking-detail`). Rejects when no host has
 * registered a loader (a remote's standalone dev host) and whenever the host's loader does: the
 * caller shows what it can without the module.
 */
export const loadExposedModule = async (remote: RemoteName, module: ExposedModulePath): Promise<unknown> => {
  if (!loader) throw new ExposedModuleUnavailableError(remote, module, 'no host has registered a loader');
  return loader(remote, module);
};
