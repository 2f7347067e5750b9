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
 * `payments`, `bookings/*`, `remote`, `time`, the per-domain `contracts/<domain>`) are not shared: each app bundles
 * the parts it uses, so the home page never downloads a phone-number library, the password-strength
 * dictionaries or the card forms, and a remote's route table carries its wizard layout instead of
 * fetching it as a share (decision 0004).
 */
export const PORTAL_SHARED_SUBPATHS = /** @type {const} */ (['stores', 'http', 'i18n', 'ui', 'contracts']);

/**
 * The subpaths of `SHARED_PREFIXES` the host provides: the ones the remotes import (the automatic
 * JSX runtime; `react-dom/client` for a remote's standalone dev host). A test checks the remotes'
 * imports against this list.
 */
export const HOST_PROVIDED_SUBPATHS = /** @type {const} */ (['react/jsx-runtime', 'react-dom/client']);

/**
 * What the host puts into the share scope it hands every remote's container, by share key, with
 * the version each remote's `requiredVersion` is checked against. The host is no federated build
 * of its own: it imports these modules like any other and offers them to the remotes itself
 * (`shell/src/federation/host-shares.ts`, decisions 0011 and 0012), so they are tree-shaken where the host
 * uses them and its page carries no sharing runtime.
 * @param {{ appDependencies: Record<string, string>; sharedDir: string }} options
 * @returns {Record<string, string>}
 */
export function hostShareVersions({ appDependencies, sharedDir }) {
  const shared = createSharedConfig({ appDependencies, sharedDir });
  /** @type {Record<string, string>} */
  const versions = {};
  for (const [key, config] of Object.entries(shared)) {
    if (!key.endsWith('/')) versions[key] = String(config.version);
  }
  for (const subpath of HOST_PROVIDED_SUBPATHS) {
    const prefix = SHARED_PREFIXES.find((candidate) => subpath.startsWith(candidate));
    if (!prefix) throw new Error(`hostShareVersions: "${subpath}" is under no shared prefix.`);
    versions[subpath] = String(shared[prefix]?.version);
  }
  return versions;
}

/**
 * The production builds of react-router for a production host. Its package exports name only the
 * development build (`dist/development`, with its warnings); `dist/production` is the same code
 * without them.
 * @param {string} appDir
 * @returns {Record<string, string>}
 */
export function productionRouterAliases(appDir) {
  const development = path.dirname(esmEntryOf('react-router', appDir));
  const production = path.join(path.dirname(development), 'production');
  const aliases = {
    'react-router$': path.join(production, 'index.mjs'),
    'react-router/dom$': path.join(production, 'dom-export.mjs'),
  };
  for (const file of Object.values(aliases)) {
    if (!existsSync(file)) throw new Error(`productionRouterAliases: ${file} is missing.`);
  }
  return aliases;
}

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
 * The share configuration of a remote's build.
 * @param {{ appDependencies: Record<string, string>; sharedDir: string; hostProvided?: boolean }} options
 *   `hostProvided`: the app (a remote in a production build) bundles no copy of its own and always
 *   uses the host's, so nothing can be loaded twice and the remote stays small.
 * @returns {Record<string, import('@rspack/core').SharedConfig>}
 */
export function createSharedConfig({ appDependencies, sharedDir, hostProvided = false }) {
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
  if (hostProvided) for (const config of Object.values(shared)) config.import = false;
  return shared;
}

/** @param {string} file */
function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}
