import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
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
  /**
   * A hot statement of fixed text, compiled once: its values are `sql.placeholder(name)`s, filled
   * in on each call. On PostgreSQL it is a named prepared statement (parsed and planned once per
   * pooled connection, then only bound and executed: still one round trip); the SQL is not built
   * or compiled again per call either. Rows come as the driver parses them by default: select
   * integers and text (timestamps would not be the strings `rows` gives).
   */
  statement<T extends Record<string, unknown>>(
    name: string,
    query: SQL,
  ): (values: Record<string, unknown>) => Promise<T[]>;
  ping(): Promise<void>;
  /** Applies the drizzle-kit migrations in `folder` (safe when several instances start at once). */
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

/** Any fixed number: the advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK_ID = 7_260_411;

/**
 * `pglite-memory`: a database in memory, empty or restored from a `dumpDataDir` tarball (`from`),
 * which skips PGlite's initdb (the tests' migrated template). A `pglite` folder may name a tarball
 * too: it fills the folder when the folder holds no database yet.
 */
export type DatabaseTarget =
  | AppConfig['database']
  | { kind: 'pglite-memory'; from?: Blob }
  | { kind: 'pglite'; dataDir: string; from?: Blob };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const dialect = new PgDialect();
/** The statement's text (`$1` …) and its parameters, placeholders among them. */
const compile = (query: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { text, params };
};

const openPglite = async (dataDir: string | undefined, from?: Blob): Promise<Database> => {
  let lock: DataDirLock | undefined;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    lock = acquireDataDirLock(dataDir);
  }
  let client: PGlite;
  try {
    const restore = from && !(dataDir && existsSync(join(dataDir, 'PG_VERSION')));
    client = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(restore ? { loadDataDir: from } : {}),
    });
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
    statement: <T extends Record<string, unknown>>(_name: string, query: SQL) => {
      const { text, params } = compile(query);
      return async (values: Record<string, unknown>) =>
        (await client.query<T>(text, fillPlaceholders(params, values))).rows;
    },
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
    statement: <T extends Record<string, unknown>>(name: string, query: SQL) => {
      const { text, params } = compile(query);
      return async (values: Record<string, unknown>) =>
        (await pool.query<T>({ name, text, values: fillPlaceholders(params, values) })).rows;
    },
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
      return openPglite(target.dataDir, 'from' in target ? target.from : undefined);
    case 'pglite-memory':
      return openPglite(undefined, target.from);
    case 'postgres':
      return openPostgres(target.url, target.poolMax);
  }
};
