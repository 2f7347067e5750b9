import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { mailOutbox } from '../../src/db/schema';
import { createTestDatabase, pgliteTemplate, type TargetName } from '../helpers/test-app';

export interface LogRecord {
  level: 'info' | 'warn' | 'error';
  data: Record<string, unknown>;
  msg: string;
}

/** A logger for the services' factories that keeps what they log. */
export const recordingLogger = () => {
  const records: LogRecord[] = [];
  const at =
    (level: LogRecord['level']) =>
    (data: Record<string, unknown>, msg: string): void => {
      records.push({ level, data, msg });
    };
  return { records, logger: { info: at('info'), warn: at('warn'), error: at('error') } as never };
};

/** A migrated, empty database (no seed: the outbox and the jobs need no other rows). */
export const migratedDatabase = async (target: TargetName) => {
  const created = await createTestDatabase(target);
  await runMigrations(created.database);
  return created;
};

/**
 * A migrated database that can be opened again, as a restarted process (or another instance)
 * would: a PGlite folder, or a PostgreSQL database reached through a second pool.
 */
export const reopenableDatabase = async (target: TargetName) => {
  if (target === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-jobs-'));
    const open = async (): Promise<Database> => openDatabase({ kind: 'pglite', dataDir });
    // The first open fills the folder from the run's migrated template (no initdb on disk).
    const first = await openDatabase({ kind: 'pglite', dataDir, from: pgliteTemplate() });
    await runMigrations(first);
    return { first, open, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const { database: first, drop } = await migratedDatabase('postgres');
  const [row] = await first.rows<{ name: string }>(sql`select current_database() as name`);
  const url = `postgres://postgres@127.0.0.1:5432/${row?.name}`;
  const open = async (): Promise<Database> => openDatabase({ kind: 'postgres', url, poolMax: 5 });
  return { first, open, drop };
};

export const outboxRows = (database: Database) =>
  database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));

/** Makes every pending outbox row due now (instead of waiting out its back-off). */
export const makeOutboxDue = (database: Database) =>
  database.db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(sql`${mailOutbox.status} = 'pending'`);

/** Seconds from the database's now to each row's next attempt. */
export const secondsUntilNextAttempt = async (database: Database): Promise<number[]> =>
  (
    await database.rows<{ seconds: number }>(
      sql`select extract(epoch from next_attempt_at - now())::float8 as seconds from mail_outbox order by id`,
    )
  ).map((row) => Number(row.seconds));

/** A port nothing listens on (yet). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

/** Polls `condition` until it holds (background work), failing after `timeoutMs`. */
export const eventually = async (condition: () => Promise<boolean> | boolean, timeoutMs = 5000) => {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};
