import { spawn, spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const PNPM_VERSION = '10.34.8';

/** Runs a command in the repository root and stops the script when it fails. */
export const run = (command, args, options = {}) => {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  return result;
};

/** Runs a command and returns its exit code without stopping. */
export const runStatus = (command, args, options = {}) =>
  spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options }).status ?? 1;

/** pnpm through npx, so that a machine with only Node and npm works. */
export const pnpmArgs = (args) => ['-y', `pnpm@${PNPM_VERSION}`, ...args];
export const pnpm = (args, options) => run('npx', pnpmArgs(args), options);

export const installDependencies = () => {
  const ci = process.env.CI === 'true' || process.env.CI === '1';
  pnpm(['install', '--frozen-lockfile', ...(ci ? [] : ['--prefer-offline'])]);
};

export const startProcess = (command, args, options = {}) =>
  spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
