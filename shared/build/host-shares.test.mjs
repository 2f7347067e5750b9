// @ts-check
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  createSharedConfig,
  HOST_PROVIDED_SUBPATHS,
  hostShareVersions,
  productionRouterAliases,
  SHARED_PREFIXES,
} from './shared-config.mjs';

const buildDir = path.dirname(fileURLToPath(import.meta.url));
const workspace = path.resolve(buildDir, '../..');
const sharedDir = path.resolve(buildDir, '..');
const shellDir = path.join(workspace, 'shell');
const trimmedRouterFile = path.join(shellDir, 'src', 'federation', 'shares', 'react-router.ts');

/** Every front-end app whose code runs against the host's shares. */
const apps = readdirSync(workspace).filter(
  (name) =>
    (name === 'shell' || name === 'shared' || name.startsWith('mfe-')) &&
    existsSync(path.join(workspace, name, 'src')),
);
const remotes = apps.filter((name) => name.startsWith('mfe-'));

/** @param {string} dir @returns {string[]} */
const sourceFiles = (dir) =>
  readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return entry === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx|mjs|js)$/.test(entry) && !/\.test\.(ts|tsx|mjs)$/.test(entry) ? [full] : [];
  });
/** @param {string} app */
const appSources = (app) => sourceFiles(path.join(workspace, app, 'src'));
/** @param {string} app */
const dependenciesOf = (app) =>
  JSON.parse(readFileSync(path.join(workspace, app, 'package.json'), 'utf8')).dependencies ?? {};

/** Names of the export list of the host's trimmed react-router. */
const trimmedRouterNames = () => {
  const list = /export\s*\{([^}]*)\}\s*from/.exec(readFileSync(trimmedRouterFile, 'utf8'))?.[1] ?? '';
  return list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
};

/**
 * Value imports of `pkg` in `text` (type-only imports are erased): names, or '*' for a namespace
 * or default import and a dynamic import, which would need the whole package.
 * @param {string} text @param {string} pkg
 */
const importedNames = (text, pkg) => {
  const quoted = `['"]${pkg.replace('/', '\\/')}['"]`;
  const names = [];
  for (const match of text.matchAll(new RegExp(`import\\s+([^;]*?)\\s+from\\s*${quoted}`, 'g'))) {
    const clause = match[1] ?? '';
    if (/^type\s/.test(clause)) continue;
    const braces = /\{([^}]*)\}/.exec(clause);
    if (clause.replace(/\{[^}]*\}/, '').replace(/[\s,]/g, '') !== '') names.push('*');
    for (const part of (braces?.[1] ?? '').split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  for (const match of text.matchAll(
    new RegExp(`(?:import|export\\s*\\*\\s*from)\\s*\\(?\\s*${quoted}`, 'g'),
  )) {
    if (match[0].startsWith('export') || match[0].includes('(')) names.push('*');
  }
  return names;
};

/** The subpaths of the prefix shares (`react/…`, `react-dom/…`) a source file imports. @param {string} text */
const prefixSubpaths = (text) =>
  [...text.matchAll(/(?:from\s*|import\s*\(\s*)['"]((?:react|react-dom)\/[\w/-]+)['"]/g)].map((m) =>
    String(m[1]),
  );

describe("the host's share scope", () => {
  const versions = hostShareVersions({ appDependencies: dependenciesOf('shell'), sharedDir });

  it('offers every module a production remote consumes, in the version it requires', () => {
    for (const remote of remotes) {
      const config = createSharedConfig({
        appDependencies: dependenciesOf(remote),
        sharedDir,
        hostProvided: true,
      });
      const consumed = new Set(Object.keys(config).filter((key) => !key.endsWith('/')));
      // The automatic JSX runtime is imported by the compiled code, not by the sources.
      consumed.add('react/jsx-runtime');
      for (const file of appSources(remote))
        for (const subpath of prefixSubpaths(readFileSync(file, 'utf8'))) consumed.add(subpath);
      for (const key of consumed) {
        expect(versions[key], `${remote} consumes "${key}": add it to HOST_PROVIDED_SUBPATHS`).toBeDefined();
        const required = key.startsWith('@portal/shared/')
          ? undefined
          : config[SHARED_PREFIXES.find((p) => key.startsWith(p)) ?? key];
        if (required)
          expect(versions[key], `${remote} requires ${key} ${required.requiredVersion}`).toBe(
            required.version,
          );
      }
    }
  });

  it('names every prefix subpath it offers under a shared prefix', () => {
    for (const subpath of HOST_PROVIDED_SUBPATHS)
      expect(SHARED_PREFIXES.some((prefix) => subpath.startsWith(prefix))).toBe(true);
  });

  // Importing the shell's module loads every shared part it offers: seconds on a busy machine.
  it('is the list the shell hands the federation runtime, key for key', { timeout: 30_000 }, async () => {
    const { HOST_SHARED_MODULES } = await import('../../shell/src/federation/host-shares');
    expect(Object.keys(HOST_SHARED_MODULES).sort()).toEqual(Object.keys(versions).sort());
  });
});

describe("the host's trimmed react-router", () => {
  it('covers every name the apps import from the package', () => {
    const offered = new Set(trimmedRouterNames());
    const missing = new Set();
    for (const app of apps) {
      for (const file of appSources(app)) {
        if (file === trimmedRouterFile) continue;
        for (const name of importedNames(readFileSync(file, 'utf8'), 'react-router')) {
          if (!offered.has(name)) missing.add(`${name} (${path.relative(workspace, file)})`);
        }
      }
    }
    expect([...missing], `add these to ${path.relative(workspace, trimmedRouterFile)}`).toEqual([]);
  });

  it('reads the import clauses it must see', () => {
    const text = [
      "import { type A, Link, useNavigate as go } from 'react-router';",
      "import type { B } from 'react-router';",
      "import Router from 'react-router';",
      "const lazy = () => import('react-router');",
    ].join('\n');
    expect(importedNames(text, 'react-router')).toEqual(['Link', 'useNavigate', '*', '*']);
  });

  it('offers only names the package exports', async () => {
    const router = /** @type {Record<string, unknown>} */ (await import('react-router'));
    const names = trimmedRouterNames();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(router[name], `react-router.${name}`).toBeDefined();
  });

  it("is react-router's production build in a production host", () => {
    const aliases = productionRouterAliases(shellDir);
    expect(Object.keys(aliases).sort()).toEqual(['react-router$', 'react-router/dom$']);
    for (const file of Object.values(aliases)) {
      expect(existsSync(file)).toBe(true);
      expect(file).toMatch(/react-router[\\/]dist[\\/]production[\\/]/);
    }
  });
});
