import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { E2E_OPERATOR_KEY } from './env';

const root = resolve(import.meta.dirname, '../..');

const freePort = () =>
  new Promise<number>((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port')),
      );
    });
  });

const waitForReady = async (url: string, child: ChildProcess) => {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`portal exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} not ready`);
};

export interface IsolatedPortal {
  baseURL: string;
  /** Calls the operator endpoint that switches a remote on or off. */
  setRemoteEnabled: (name: string, enabled: boolean) => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * A portal of its own (fresh data folder and port) for specs that change global state; `env` adds
 * to or overrides its settings (e.g. a mail server that refuses, for the operations console's Health).
 */
export const startIsolatedPortal = async (env: Record<string, string> = {}): Promise<IsolatedPortal> => {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-iso-'));
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn('node', ['api/dist/server.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_ROOT: root,
      OPERATOR_KEY: E2E_OPERATOR_KEY,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // As the suite's own server (playwright.config.ts): cheaper password hashing.
      SCRYPT_COST_LOG2: '14',
      UNSAFE_TEST_PASSWORD_HASH: 'on',
      ...env,
    },
  });
  try {
    await waitForReady(`${baseURL}/readyz`, child);
  } catch (error) {
    // A server that did not come up in time is not left running (nor its data folder).
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseURL,
    setRemoteEnabled: async (name, enabled) => {
      const response = await fetch(`${baseURL}/api/operator/remotes/set-enabled`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-operator-key': E2E_OPERATOR_KEY, channel: 'web' },
        body: JSON.stringify({ name, enabled }),
      });
      const body = (await response.json()) as { state: string };
      if (body.state !== '1') throw new Error(`toggle failed: ${JSON.stringify(body)}`);
    },
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
