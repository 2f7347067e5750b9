// The servers the bench starts for itself: the portal API (on a throw-away PGlite folder unless told
// otherwise), and the bare Fastify control. Each is a child process that is stopped (SIGTERM, then
// SIGKILL) at the end.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitForUrl } from '../../scripts/lib/wait.mjs';

/** @param {import('node:child_process').ChildProcess} child */
const stopChild = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
    const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve(undefined);
    });
    child.kill('SIGTERM');
  });

/**
 * @param {string} root repository root (served as WEB_ROOT)
 * @param {number} port
 * @param {{ dataDir?: string; env?: Record<string, string> }} [options] `dataDir`: a PGlite folder
 *   the caller owns and removes (default: a throw-away one, removed by `stop`); `env`: more settings
 *   (DATABASE_URL for PostgreSQL, JOB_POLL_MS …)
 */
export const startApi = async (root, port, { dataDir, env = {} } = {}) => {
  const server = join(root, 'api', 'dist', 'server.js');
  if (!existsSync(server))
    throw new Error(`${server} is missing: build the API first (node scripts/build.mjs)`);
  const dataRoot = dataDir ? null : mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const child = spawn(process.execPath, [server], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir ?? join(/** @type {string} */ (dataRoot), 'pglite'),
      WEB_ROOT: root,
      OPERATOR_KEY: randomBytes(24).toString('base64url'),
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(child);
    if (dataRoot) rmSync(dataRoot, { recursive: true, force: true });
  };
  try {
    await waitForUrl(`${url}/readyz`, 90_000, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
};

/** @param {number} port */
export const startBareFastify = async (port) => {
  const child = spawn(process.execPath, [join(import.meta.dirname, 'bare-server.mjs'), String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForUrl(`${url}/bare`, 20_000, child);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { url, stop: () => stopChild(child) };
};
