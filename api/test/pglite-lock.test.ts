import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from '../src/db/data-dir-lock';
import { pgliteTemplate } from './helpers/test-app';

describe('the PGlite data folder lock', () => {
  const root = mkdtempSync(join(tmpdir(), 'portal-lock-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('refuses a second open of the same folder while the first is open, and allows it after close', async () => {
    const dataDir = join(root, 'nested', 'pglite');
    // Filled from the run's migrated template: no initdb on disk.
    const first = await openDatabase({ kind: 'pglite', dataDir, from: pgliteTemplate() });
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(true);
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(DataDirLockedError);
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(/in use by another API process/);
    await first.ping();
    await first.close();
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);
    const second = await openDatabase({ kind: 'pglite', dataDir });
    await second.ping();
    await second.close();
    // Two opens of a PGlite folder on disk: slow on a busy CPU.
  }, 90_000);

  it('takes over a lock left by a process that is gone', () => {
    const dataDir = mkdtempSync(join(root, 'stale-'));
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    const pid = Number(dead.stdout.toString());
    writeFileSync(
      join(dataDir, LOCK_FILE_NAME),
      JSON.stringify({ pid, host: hostname(), startedAt: 'earlier' }),
    );
    const lock = acquireDataDirLock(dataDir);
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    lock.release();
  });

  it('takes over a lock whose holder stopped refreshing it, and keeps a fresh one from a live process', () => {
    const dataDir = mkdtempSync(join(root, 'silent-'));
    const file = join(dataDir, LOCK_FILE_NAME);
    // The parent of this test process is alive: its lock is respected while it is fresh.
    writeFileSync(file, JSON.stringify({ pid: process.ppid, host: hostname(), startedAt: 'now' }));
    expect(() => acquireDataDirLock(dataDir)).toThrow(/pid/);
    const longAgo = new Date(Date.now() - 5 * 60_000);
    utimesSync(file, longAgo, longAgo);
    const lock = acquireDataDirLock(dataDir);
    lock.release();
    expect(existsSync(file)).toBe(false);
  });
});
