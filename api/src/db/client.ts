import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { AppConfig } from '../config';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle handle, the same type for both drivers. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /** Runs raw SQL and returns its rows (both drivers answer `{ rows }`). */
  rows<T extends Record<string, unknown>>(query: SQL): Promise<T[]>;
  ping(): Promise<void>;
  /** Applies the drizzle-kit migrations in `folder` (safe when several instances start at once). */
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

/** Any fixed number: the advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK_ID = 7_260_411;

export type DatabaseTarget = AppConfig['database'] | { kind: 'pglite-memory' };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const openPglite = async (dataDir: string | undefined): Promise<Database> => {
  let lock: DataDirLock | undefined;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    lock = acquireDataDirLock(dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir ? { dataDir } : {});
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  let closed = false;
  return {
    kind: 'pglite',
    db,
    rows: async (query) => rowsOf(await db.execute(query)),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    migrate: async (migrationsFolder) => {
      await migratePglite(drizzlePglite({ client }), { migrationsFolder });
    },
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
};

const openPostgres = async (url: string, poolMax: number): Promise<Database> => {
  const pool = new pg.Pool({ connectionString: url, max: poolMax });
  // An idle client that loses its connection emits here; without a listener it would crash the process.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  let closed = false;
  return {
    kind: 'postgres',
    db,
    rows: async (query) => rowsOf(await db.execute(query)),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    migrate: async (migrationsFolder) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        try {
          await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
        }
      } finally {
        client.release();
      }
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
};

/** Opens the database named by the configuration: PGlite in a locked folder, or PostgreSQL. */
export const openDatabase = async (target: DatabaseTarget): Promise<Database> => {
  switch (target.kind) {
    case 'pglite':
      return openPglite(target.dataDir);
    case 'pglite-memory':
      return openPglite(undefined);
    case 'postgres':
      return openPostgres(target.url, target.poolMax);
  }
};
