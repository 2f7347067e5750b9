import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { DestinationStream } from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../../src/app';
import { type AppConfig, loadConfig } from '../../src/config';
import { type Database, openDatabase } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { seedDatabase } from '../../src/db/seed';

export type TargetName = 'pglite' | 'postgres';

/** The local PostgreSQL used by the suite when it is reachable (trust auth). */
const PG_HOST = '127.0.0.1';
const PG_PORT = 5432;
const PG_ADMIN_URL = `postgres://postgres@${PG_HOST}:${PG_PORT}/test`;

const reachable = (host: string, port: number, timeoutMs = 500): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = new Socket();
    const done = (result: boolean) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(port, host, () => done(true));
  });

/** PGlite always; PostgreSQL too when 127.0.0.1:5432 answers. */
export const databaseTargets: TargetName[] = (await reachable(PG_HOST, PG_PORT))
  ? ['pglite', 'postgres']
  : ['pglite'];

/**
 * One target for suites that test the API's handling of input rather than the database (thousands
 * of requests): PostgreSQL when it answers (its many connections make them fastest), else PGlite.
 * Both run the same PostgreSQL engine.
 */
export const oneDatabaseTarget: TargetName[] = databaseTargets.slice(-1);

/**
 * Per-address limits high enough for the suites' many calls from one address (127.0.0.1); the
 * tests of the limits (test/rate-limit) set their own.
 */
export const ROOMY_IP_RATE_LIMITS = {
  RATE_LIMIT_LOGIN: '100000/1m',
  RATE_LIMIT_RESET_CODE: '100000/1m',
  RATE_LIMIT_RESET_VERIFY: '100000/1m',
  RATE_LIMIT_RESET_PASSWORD: '100000/1m',
  RATE_LIMIT_SIGN_UP_VERIFY: '100000/1m',
  RATE_LIMIT_LOGIN_FAILURES: '100000/1m',
  RATE_LIMIT_SIGN_UP_DETAILS: '100000/1m',
};

/** Test settings: cheap password hashing, no logs, public reads cached as in production. */
export const testConfig = (env: Record<string, string> = {}): AppConfig =>
  loadConfig({
    NODE_ENV: 'test',
    SCRYPT_COST_LOG2: '10',
    LOG_LEVEL: 'silent',
    ...ROOMY_IP_RATE_LIMITS,
    ...env,
  });

interface TestDatabase {
  database: Database;
  /** PostgreSQL only: the database's URL (e.g. to reach it through a proxy a test controls). */
  url?: string;
  drop(): Promise<void>;
}

/** The migrated template of `test/global-setup.ts`, when this run made one. */
/** The run's migrated PGlite template (global-setup.ts), when it was made. */
export const pgliteTemplate = (): Blob | undefined => {
  const file = inject('pgliteTemplate');
  return file && existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
};

/**
 * A fresh database: in-memory PGlite (restored from the run's migrated template), or a new
 * PostgreSQL database dropped afterwards.
 */
export const createTestDatabase = async (target: TargetName): Promise<TestDatabase> => {
  if (target === 'pglite') {
    const database = await openDatabase({ kind: 'pglite-memory', from: pgliteTemplate() });
    return { database, drop: () => database.close() };
  }
  const name = `portal_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = `postgres://postgres@${PG_HOST}:${PG_PORT}/${name}`;
  const database = await openDatabase({ kind: 'postgres', url, poolMax: 5 });
  return {
    database,
    url,
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: PG_ADMIN_URL });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
};

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  logDestination?: DestinationStream;
  /** Adds routes or hooks before the app is ready (e.g. a route that fails on purpose). */
  extend?: (app: FastifyInstance) => void;
}

/** A migrated, seeded database and the app on it, as the server builds it. */
export const createTestApp = async (target: TargetName, options: TestAppOptions = {}): Promise<TestApp> => {
  const config = testConfig(options.env);
  const { database, drop } = await createTestDatabase(target);
  await runMigrations(database);
  await seedDatabase(database.db, {
    scryptCostLog2: config.scryptCostLog2,
    remoteBaseUrl: config.remoteBaseUrl,
  });
  const app = await buildApp(config, { database, logDestination: options.logDestination });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await drop();
    },
  };
};
