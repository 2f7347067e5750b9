import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT } from '../lib/run.mjs';
import { createBackoff, supervise } from '../lib/supervise.mjs';
import { waitForUrl } from '../lib/wait.mjs';

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });

/** Polls until `check()` is true: the machine may be slow, so no fixed sleeps. */
const eventually = async (check, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('createBackoff', () => {
  it('doubles from 0.5 s to a 10 s cap, and starts again at 0.5 s after a long enough run', () => {
    const backoff = createBackoff();
    const delays = [0, 0, 0, 0, 0, 0, 0].map(() => backoff.delayAfter(100));
    expect(delays).toEqual([500, 1_000, 2_000, 4_000, 8_000, 10_000, 10_000]);
    expect(backoff.delayAfter(29_999)).toBe(10_000);
    expect(backoff.delayAfter(30_000)).toBe(500);
    expect(backoff.delayAfter(10)).toBe(1_000);
  });
});

describe('supervise', () => {
  /** @type {Array<{ stop(): Promise<void> }>} */
  const supervised = [];
  afterEach(async () => {
    await Promise.all(supervised.splice(0).map((entry) => entry.stop('SIGKILL')));
  });

  it('restarts the mail catcher after SIGKILL, and it answers on its health URL again', async () => {
    const httpPort = await freePort();
    const lines = [];
    const catcher = supervise({
      name: 'mail catcher',
      start: () =>
        spawn(process.execPath, ['mail-catcher/src/cli.js'], {
          cwd: ROOT,
          stdio: 'ignore',
          env: { ...process.env, MAIL_CATCHER_SMTP_PORT: '0', MAIL_CATCHER_HTTP_PORT: String(httpPort) },
        }),
      log: (line) => lines.push(line),
    });
    supervised.push(catcher);
    const health = `http://127.0.0.1:${httpPort}/healthz`;
    await waitForUrl(health, 15_000);

    const first = catcher.child;
    const exited = once(first, 'exit');
    first.kill('SIGKILL');
    await exited;
    await eventually(() => catcher.child !== first);
    await waitForUrl(health, 15_000, catcher.child);

    expect(catcher.child.pid).not.toBe(first.pid);
    expect(catcher.restarts).toBe(1);
    expect(lines).toEqual(['mail catcher stopped (signal SIGKILL); restarted it after 0.5 s (restart 1)']);
  });

  it('waits longer after each quick exit, and stop() ends the process without a restart', async () => {
    const lines = [];
    const crashing = supervise({
      name: 'crasher',
      start: () => spawn(process.execPath, ['-e', 'process.exit(3)'], { stdio: 'ignore' }),
      log: (line) => lines.push(line),
      backoff: { initialMs: 20, maxMs: 80 },
    });
    supervised.push(crashing);
    await eventually(() => lines.length >= 4);
    await crashing.stop();
    expect(lines.slice(0, 4).map((line) => /after ([\d.]+) s/.exec(line)?.[1])).toEqual([
      '0.02',
      '0.04',
      '0.08',
      '0.08',
    ]);
    expect(lines[0]).toBe('crasher stopped (exit 3); restarted it after 0.02 s (restart 1)');

    const longRunning = supervise({
      name: 'sleeper',
      start: () => spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' }),
      log: (line) => lines.push(line),
      backoff: { initialMs: 20 },
    });
    supervised.push(longRunning);
    const child = longRunning.child;
    await longRunning.stop();
    expect(child.signalCode).toBe('SIGTERM');
    const countAfterStop = lines.length;
    // Longer than the back-off: a restart, had one been scheduled, would have logged by now.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(lines.length).toBe(countAfterStop);
    expect(longRunning.child).toBe(child);
  });
});
