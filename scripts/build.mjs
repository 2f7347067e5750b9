#!/usr/bin/env node
// Production build of the API and every front-end app. An app whose inputs did not change since its
// last build is skipped (the fingerprint is kept in its dist folder), so a second start is fast.
// `--force` rebuilds everything.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeRouteList } from './generate-route-list.mjs';
import { BUILT_APPS, COMMON_INPUTS } from './lib/apps.mjs';
import { pnpm, ROOT } from './lib/run.mjs';

const force = process.argv.includes('--force');
const SKIP = new Set(['node_modules', 'dist', '.data', 'test-results', '.cache']);

// The API registers its routes by convention: the list is written from api/src/routes' folders
// before the API's inputs are fingerprinted and bundled.
if (writeRouteList()) console.log('Build: wrote api/src/routes/route-list.generated.ts');

const addFiles = (hash, path) => {
  const full = join(ROOT, path);
  if (!existsSync(full)) return;
  const stat = statSync(full);
  if (stat.isDirectory()) {
    for (const entry of readdirSync(full).sort()) {
      if (!SKIP.has(entry)) addFiles(hash, join(path, entry));
    }
  } else {
    hash.update(path).update('\0').update(readFileSync(full)).update('\0');
  }
};

const fingerprint = (paths) => {
  const hash = createHash('sha256');
  for (const path of paths) addFiles(hash, path);
  return hash.digest('hex');
};

const targets = [
  {
    name: '@portal/api',
    dir: 'api',
    inputs: ['api/src', 'api/drizzle', 'api/build.mjs', 'api/package.json', 'shared/src', 'pnpm-lock.yaml'],
  },
  ...BUILT_APPS.map((app) => ({ name: app, dir: app, inputs: [app, ...COMMON_INPUTS] })),
];

const stale = [];
for (const target of targets) {
  const stamp = join(ROOT, target.dir, 'dist', '.build-fingerprint');
  const print = fingerprint(target.inputs);
  const previous = existsSync(stamp) ? readFileSync(stamp, 'utf8') : '';
  if (force || previous !== print) stale.push({ ...target, stamp, print });
}

if (stale.length === 0) {
  console.log('Build: everything is up to date.');
} else {
  console.log(`Build: ${stale.map((t) => t.name).join(', ')}`);
  const started = Date.now();
  pnpm(['--workspace-concurrency=2', ...stale.flatMap((t) => ['--filter', t.name]), 'run', 'build']);
  for (const target of stale) writeFileSync(target.stamp, target.print);
  console.log(`Build: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
