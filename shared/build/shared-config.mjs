// @ts-check
/**
 * The Module Federation share scope of the portal: every package that holds React context or
 * store state is a singleton, so host and remotes use one React, one router and one
 * copy of each `@portal/shared` module (its stores would split otherwise).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Third-party singletons; `react/` and `react-dom/` cover subpaths such as `react/jsx-runtime`. */
export const SHARED_PACKAGES = /** @type {const} */ (['react', 'react-dom', 'react-router', 'zustand']);

/** Prefix shares (package subpaths) of the packages above. */
export const SHARED_PREFIXES = /** @type {const} */ (['react/', 'react-dom/']);

/**
 * `@portal/shared` subpaths shared at run time; import them only by package name, never relatively.
 * Every one is provided by the shell. Stateless subpaths (`validation`, `forms`, `ui/fields`,
 * `payments`, `bookings`, `remote`, `time`, the per-domain `contracts/<domain>`) are not shared: each app bundles
 * the parts it uses, so the home page never downloads a phone-number library, the password-strength
 * dictionaries or the card forms, and a remote's route table carries its wizard layout instead of
 * fetching it as a share (decision 0004).
 */
export const PORTAL_SHARED_SUBPATHS = /** @type {const} */ (['stores', 'http', 'i18n', 'ui', 'contracts']);

/**
 * Shared packages the host provides trimmed: `host-shares/<package>.mjs` re-exports only the names
 * the portal imports (a shared module is never tree-shaken, so the whole package would load with
 * the home page otherwise). Remotes use the host's copy in production, so every app's imports must
 * be on those lists (a test checks them).
 */
export const HOST_TRIMMED_PACKAGES = /** @type {const} */ (['react-router']);

/** The request under which `host-shares/<package>.mjs` reaches the full package (an alias). */
export const FULL_PACKAGE_PREFIX = '@portal/full-package/';

/**
 * The ES module entry of `pkg` as resolved from `fromDir` (its `exports['.']` `module`/`import`).
 * @param {string} pkg
 * @param {string} fromDir
 */
export function esmEntryOf(pkg, fromDir) {
  let dir = path.dirname(createRequire(path.join(fromDir, 'package.json')).resolve(pkg));
  while (
    !existsSync(path.join(dir, 'package.json')) ||
    readJson(path.join(dir, 'package.json')).name !== pkg
  ) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`esmEntryOf: no package.json of "${pkg}" above its entry.`);
    dir = parent;
  }
  const root = readJson(path.join(dir, 'package.json')).exports?.['.'];
  const pick = (/** @type {unknown} */ value) =>
    typeof value === 'string' ? value : /** @type {{ default?: string } | undefined} */ (value)?.default;
  const entry = pick(root?.module) ?? pick(root?.import);
  if (!entry) throw new Error(`esmEntryOf: "${pkg}" names no ES module entry.`);
  return path.join(dir, entry);
}

/**
 * The aliases the host's trimmed shares need, resolved from the app's folder.
 * @param {string} appDir
 * @returns {Record<string, string>}
 */
export function hostShareAliases(appDir) {
  return Object.fromEntries(
    HOST_TRIMMED_PACKAGES.map((pkg) => [`${FULL_PACKAGE_PREFIX}${pkg}$`, esmEntryOf(pkg, appDir)]),
  );
}

/**
 * @param {{ appDependencies: Record<string, string>; sharedDir: string; hostProvided?: boolean; hostTrimmed?: boolean }} options
 *   `hostTrimmed`: the host provides `HOST_TRIMMED_PACKAGES` trimmed (see there).
 *   `hostProvided`: the app (a remote in a production build) bundles no copy of its own and always
 *   uses the host's, so nothing can be loaded twice and the remote stays small.
 * @returns {Record<string, import('@rspack/core').SharedConfig>}
 */
export function createSharedConfig({
  appDependencies,
  sharedDir,
  hostProvided = false,
  hostTrimmed = false,
}) {
  /** @type {Record<string, import('@rspack/core').SharedConfig>} */
  const shared = {};
  const versionOf = (/** @type {string} */ pkg) => {
    const version = appDependencies[pkg];
    if (!version || !/^\d+\.\d+\.\d+/.test(version)) {
      throw new Error(
        `createSharedConfig: the app must pin an exact version of "${pkg}" (found "${version}").`,
      );
    }
    return version;
  };
  for (const pkg of SHARED_PACKAGES) {
    const version = versionOf(pkg);
    shared[pkg] = { singleton: true, requiredVersion: `^${version}`, version, eager: false };
  }
  for (const prefix of SHARED_PREFIXES) {
    const version = versionOf(prefix.slice(0, -1));
    shared[prefix] = { singleton: true, requiredVersion: `^${version}`, version, eager: false };
  }
  const portalVersion = JSON.parse(readFileSync(path.join(sharedDir, 'package.json'), 'utf8')).version;
  for (const subpath of PORTAL_SHARED_SUBPATHS) {
    shared[`@portal/shared/${subpath}`] = {
      singleton: true,
      requiredVersion: `^${portalVersion}`,
      version: portalVersion,
      eager: false,
    };
  }
  if (hostTrimmed) {
    for (const pkg of HOST_TRIMMED_PACKAGES)
      shared[pkg].import = path.join(sharedDir, 'build', 'host-shares', `${pkg}.mjs`);
  }
  if (hostProvided) for (const config of Object.values(shared)) config.import = false;
  return shared;
}

/** @param {string} file */
function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}
