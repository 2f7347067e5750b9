#!/usr/bin/env node
// The whole test suite: lint and type checks, every vitest project (units, components, the API on
// PGlite and PostgreSQL), one production build, then the Playwright journeys against that build
// served by the real API. Ends with the line `N passed, N failed`.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { installDependencies, pnpmArgs, ROOT, run, runStatus } from './lib/run.mjs';

const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const wants = (step) => !only || only.split(',').includes(step);
const cache = join(ROOT, '.cache');
mkdirSync(cache, { recursive: true });

let passed = 0;
let failed = 0;
const notes = [];
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

const gate = (name, command, args) => {
  console.log(`\n▶ ${name}`);
  if (runStatus(command, args) === 0) passed += 1;
  else {
    failed += 1;
    notes.push(`${name} failed`);
  }
};

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

if (!process.argv.includes('--no-install')) installDependencies();

if (wants('checks')) {
  gate('lint (biome)', 'npx', pnpmArgs(['exec', 'biome', 'check', '.']));
  gate('dependency rules (dependency-cruiser)', 'npm', ['run', '--silent', 'boundaries']);
  gate('route list (api/src/routes)', 'node', ['scripts/generate-route-list.mjs', '--check']);
  gate('dead code (knip)', 'npx', pnpmArgs(['exec', 'knip', '--no-progress']));
  gate('typecheck (tsc, every package)', 'npx', pnpmArgs(['-r', '--workspace-concurrency=2', 'typecheck']));
}

if (wants('unit')) {
  console.log(`\n▶ vitest (all projects) [${elapsed()}]`);
  const out = join(cache, 'vitest.json');
  rmSync(out, { force: true });
  const status = runStatus(
    'npx',
    pnpmArgs(['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`]),
  );
  const report = readJson(out);
  if (report) {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    for (const file of report.testResults ?? [])
      for (const test of file.assertionResults ?? [])
        if (test.status === 'failed')
          notes.push(`vitest failed: ${file.name.replace(`${ROOT}/`, '')} › ${test.fullName}`);
    if (status !== 0 && (report.numFailedTests ?? 0) === 0) {
      failed += 1;
      notes.push('vitest exited with an error outside the tests (see above)');
    }
  } else {
    failed += 1;
    notes.push('vitest wrote no report');
  }
}

if (wants('e2e')) {
  console.log(`\n▶ production build [${elapsed()}]`);
  run('node', ['scripts/build.mjs']);
  console.log(`\n▶ playwright (e2e against the production build) [${elapsed()}]`);
  const out = join(cache, 'playwright.json');
  rmSync(out, { force: true });
  const status = runStatus(
    'npx',
    pnpmArgs(['--filter', '@portal/e2e', 'exec', 'playwright', 'test', '--reporter=list,json']),
    {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    },
  );
  const report = existsSync(out) ? readJson(out) : null;
  if (report?.stats) {
    passed += report.stats.expected ?? 0;
    failed += (report.stats.unexpected ?? 0) + (report.stats.flaky ?? 0);
    if ((report.stats.flaky ?? 0) > 0)
      notes.push(`${report.stats.flaky} flaky e2e test(s) counted as failed`);
    if (status !== 0 && (report.stats.unexpected ?? 0) === 0) {
      failed += 1;
      notes.push('playwright exited with an error outside the tests (see above)');
    }
  } else {
    failed += 1;
    notes.push('playwright wrote no report');
  }
}

console.log(
  `\nTest run finished in ${elapsed()}.${notes.length ? `\n${notes.map((n) => `- ${n}`).join('\n')}` : ''}`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
