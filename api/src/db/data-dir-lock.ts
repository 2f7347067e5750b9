import { closeSync, openSync, readFileSync, statSync, unlinkSync, utimesSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * PGlite takes no lock on its folder: a second process opens it without error and its writes are
 * silently lost. The API therefore holds this lock file for as long as the database is open.
 * The holder refreshes the file's time; a lock whose owner is gone (dead pid on this host, or no
 * refresh for STALE_AFTER_MS) is taken over.
 */
export const LOCK_FILE_NAME = 'portal-api.lock';
const HEARTBEAT_MS = 10_000;
const STALE_AFTER_MS = 60_000;

/** Lock files held by this process: a lock naming our own pid that is not here is left from a past life. */
const heldHere = new Set<string>();

interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner | null,
  ) {
    super(
      `The data folder ${dataDir} is in use by another API process` +
        (owner ? ` (pid ${owner.pid} on ${owner.host}, started ${owner.startedAt})` : '') +
        '. Stop that process first, or set DATA_DIR to another folder.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly path: string;
  release(): void;
}

const readOwner = (path: string): LockOwner | null => {
  try {
    const owner = JSON.parse(readFileSync(path, 'utf8')) as LockOwner;
    return typeof owner.pid === 'number' ? owner : null;
  } catch {
    return null;
  }
};

const processAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const isStale = (path: string, owner: LockOwner | null): boolean => {
  let ageMs: number;
  try {
    ageMs = Date.now() - statSync(path).mtimeMs;
  } catch {
    return true;
  }
  if (ageMs > STALE_AFTER_MS) return true;
  if (!owner) return ageMs > HEARTBEAT_MS;
  if (owner.host !== hostname()) return false;
  if (owner.pid === process.pid) return !heldHere.has(path);
  return !processAlive(owner.pid);
};

const tryCreate = (path: string, owner: LockOwner): boolean => {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, JSON.stringify(owner));
  } finally {
    closeSync(fd);
  }
  return true;
};

/** Takes the exclusive lock on `dataDir` (which must exist) or throws DataDirLockedError. */
export const acquireDataDirLock = (dataDir: string): DataDirLock => {
  const path = join(dataDir, LOCK_FILE_NAME);
  const owner: LockOwner = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  if (!tryCreate(path, owner)) {
    const current = readOwner(path);
    if (!isStale(path, current)) throw new DataDirLockedError(dataDir, current);
    unlinkSync(path);
    if (!tryCreate(path, owner)) throw new DataDirLockedError(dataDir, readOwner(path));
  }
  heldHere.add(path);
  const heartbeat = setInterval(() => {
    const now = new Date();
    try {
      utimesSync(path, now, now);
    } catch {
      // The file vanished (someone removed it by hand); nothing sensible to do but keep serving.
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  let released = false;
  return {
    path,
    release() {
      if (released) return;
      released = true;
      clearInterval(heartbeat);
      heldHere.delete(path);
      const current = readOwner(path);
      if (current?.pid === owner.pid && current.startedAt === owner.startedAt) {
        try {
          unlinkSync(path);
        } catch {
          // Already gone.
        }
      }
    },
  };
};
