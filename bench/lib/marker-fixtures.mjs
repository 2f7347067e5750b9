#!/usr/bin/env node
// Checks the copy markers (`react-markers.mjs`) against the packages the apps install: for each
// shared library, two tiny entries, one using a single export and one the whole package, built the
// way the apps are built for production (rspack, minified, `web`), into a temporary folder. Each
// marker must match its package's build exactly once and nothing in the other packages' builds
// (React, which the router and zustand bring along, aside). A package no app installs is reported,
// not built. `node bench/lib/marker-fixtures.mjs` prints the result; the bench's `react` section
// runs it too.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { COPY_MARKERS } from './react-markers.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** React's packages: the control page checks their markers (`bench/control`). */
const REACT_PACKAGES = ['react', 'react-dom', 'react-dom/client'];

/** Per package: one export as an app would use it, and the whole package. */
const FIXTURES = {
  'react-router': {
    one: "import { useLocation } from 'react-router'; globalThis.fixture = useLocation;",
    all: "import * as all from 'react-router'; globalThis.fixture = all;",
  },
  i18next: {
    one: "import i18next from 'i18next'; globalThis.fixture = i18next.t;",
    all: "import * as all from 'i18next'; globalThis.fixture = all;",
  },
  axios: {
    one: "import axios from 'axios'; globalThis.fixture = axios.create;",
    all: "import * as all from 'axios'; globalThis.fixture = all;",
  },
  zustand: {
    one: "import { create } from 'zustand'; globalThis.fixture = create;",
    all: "import * as all from 'zustand'; import * as vanilla from 'zustand/vanilla'; globalThis.fixture = [all, vanilla];",
  },
};

/** Where the apps' dependencies are: every workspace package's own node_modules. */
const appModules = () =>
  readdirSync(ROOT)
    .map((dir) => path.join(ROOT, dir, 'node_modules'))
    .filter((dir) => existsSync(dir) && !dir.includes(`${path.sep}bench${path.sep}`));

/** @param {string[]} modules @param {string} name */
const installedIn = (modules, name) =>
  modules.find((dir) => existsSync(path.join(dir, name, 'package.json')));

/**
 * @returns {Promise<{ checked: Record<string, { one: number; all: number; elsewhere: string[] }>; missing: string[]; problems: string[] }>}
 */
export async function checkMarkers() {
  const modules = appModules();
  const packages = Object.keys(FIXTURES).filter((name) => installedIn(modules, name));
  const missing = Object.keys(FIXTURES).filter((name) => !packages.includes(name));
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-markers-'));
  try {
    /** @type {import('@rspack/core').Configuration[]} */
    const configs = [];
    for (const name of packages) {
      for (const [use, code] of Object.entries(FIXTURES[/** @type {keyof typeof FIXTURES} */ (name)])) {
        const id = `${name.replace('/', '-')}-${use}`;
        mkdirSync(path.join(dir, id), { recursive: true });
        writeFileSync(path.join(dir, id, 'entry.mjs'), `${code}\n`);
        configs.push({
          name: id,
          context: path.join(dir, id),
          mode: 'production',
          target: ['web', 'es2022'],
          devtool: false,
          entry: { main: './entry.mjs' },
          output: { path: path.join(dir, id, 'dist'), filename: '[name].js', chunkFilename: '[id].js' },
          resolve: { modules: [...modules, 'node_modules'] },
          optimization: { minimize: true },
          performance: false,
          stats: 'errors-only',
          infrastructureLogging: { level: 'error' },
        });
      }
    }
    if (configs.length > 0) {
      await new Promise((resolve, reject) => {
        rspack(configs).run((error, stats) => {
          if (error) reject(error);
          else if (stats?.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true })));
          else resolve(undefined);
        });
      });
    }
    /** @param {string} id */
    const built = (id) => {
      const out = path.join(dir, id, 'dist');
      return readdirSync(out)
        .filter((file) => file.endsWith('.js'))
        .map((file) => readFileSync(path.join(out, file), 'utf8'))
        .join('\n');
    };
    /** @param {RegExp} marker @param {string} code */
    const occurrences = (marker, code) => code.match(new RegExp(marker.source, 'g'))?.length ?? 0;
    /** @type {Record<string, { one: number; all: number; elsewhere: string[] }>} */
    const checked = {};
    const problems = [];
    for (const name of packages) {
      const marker = COPY_MARKERS[name];
      const id = name.replace('/', '-');
      const result = {
        one: occurrences(marker, built(`${id}-one`)),
        all: occurrences(marker, built(`${id}-all`)),
        elsewhere: packages
          .filter((other) => other !== name)
          .filter((other) => {
            const otherId = other.replace('/', '-');
            return occurrences(marker, built(`${otherId}-one`) + built(`${otherId}-all`)) > 0;
          }),
      };
      checked[name] = result;
      if (result.one !== 1 || result.all !== 1)
        problems.push(
          `${name}: its marker matches ${result.one}× (one export) and ${result.all}× (all) in its build`,
        );
      if (result.elsewhere.length > 0)
        problems.push(`${name}: its marker also matches the build of ${result.elsewhere.join(', ')}`);
    }
    return { checked, missing, problems };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export { REACT_PACKAGES };

if (import.meta.url === `file://${process.argv[1]}`) {
  const { checked, missing, problems } = await checkMarkers();
  for (const [name, result] of Object.entries(checked))
    console.log(
      `${name}: ${result.one}× with one export, ${result.all}× with all, elsewhere: ${result.elsewhere.join(', ') || 'none'}`,
    );
  if (missing.length > 0) console.log(`not installed by any app: ${missing.join(', ')}`);
  if (problems.length > 0) {
    console.log(problems.join('\n'));
    process.exitCode = 1;
  }
}
