// @ts-check
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createSharedConfig, esmEntryOf, HOST_TRIMMED_PACKAGES, hostShareAliases } from './shared-config.mjs';

const buildDir = path.dirname(fileURLToPath(import.meta.url));
const workspace = path.resolve(buildDir, '../..');
const sharedDir = path.resolve(buildDir, '..');

/** Front-end source folders of every app whose code runs against the host's shares. */
const sourceDirs = readdirSync(workspace)
  .filter((name) => name === 'shell' || name === 'shared' || name.startsWith('mfe-'))
  .map((name) => path.join(workspace, name, 'src'))
  .filter((dir) => existsSync(dir));

/** @param {string} dir @returns {string[]} */
const sourceFiles = (dir) =>
  readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return entry === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx|mjs|js)$/.test(entry) && !/\.test\.(ts|tsx|mjs)$/.test(entry) ? [full] : [];
  });

/** Names of the export list of `host-shares/<pkg>.mjs`. @param {string} pkg */
const trimmedNames = (pkg) => {
  const text = readFileSync(path.join(buildDir, 'host-shares', `${pkg}.mjs`), 'utf8');
  const list = /export\s*\{([^}]*)\}\s*from/.exec(text)?.[1] ?? '';
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

describe('the host trimmed shares', () => {
  it('cover every name the apps import from those packages', () => {
    for (const pkg of HOST_TRIMMED_PACKAGES) {
      const offered = new Set(trimmedNames(pkg));
      const missing = new Set();
      for (const file of sourceDirs.flatMap(sourceFiles)) {
        for (const name of importedNames(readFileSync(file, 'utf8'), pkg)) {
          if (!offered.has(name)) missing.add(`${name} (${path.relative(workspace, file)})`);
        }
      }
      expect([...missing], `${pkg}: add these to shared/build/host-shares/${pkg}.mjs`).toEqual([]);
    }
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

  it('offer only names the packages export', async () => {
    const modules = /** @type {Record<string, Record<string, unknown>>} */ ({
      'react-router': await import('react-router'),
    });
    for (const pkg of HOST_TRIMMED_PACKAGES) {
      const names = trimmedNames(pkg);
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect(modules[pkg]?.[name], `${pkg}.${name}`).toBeDefined();
    }
  });

  it('are the host share imports, reaching the full packages through aliases', () => {
    const appDependencies = JSON.parse(
      readFileSync(path.join(workspace, 'shell', 'package.json'), 'utf8'),
    ).dependencies;
    const host = createSharedConfig({ appDependencies, sharedDir, hostTrimmed: true });
    const remote = createSharedConfig({ appDependencies, sharedDir, hostProvided: true });
    for (const pkg of HOST_TRIMMED_PACKAGES) {
      expect(existsSync(String(host[pkg]?.import))).toBe(true);
      expect(remote[pkg]?.import).toBe(false);
    }
    const aliases = hostShareAliases(path.join(workspace, 'shell'));
    expect(Object.keys(aliases).sort()).toEqual(
      HOST_TRIMMED_PACKAGES.map((pkg) => `@portal/full-package/${pkg}$`).sort(),
    );
    for (const entry of Object.values(aliases)) expect(existsSync(entry)).toBe(true);
    expect(esmEntryOf('react-router', path.join(workspace, 'shell'))).toMatch(
      /react-router[\\/]dist[\\/].*index\.mjs$/,
    );
  });
});
