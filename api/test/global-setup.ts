import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsFolder } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated, empty PGlite database (`dumpDataDir`), or '' when none was made. */
    pgliteTemplate: string;
  }
}

/**
 * Once per run: PGlite's initdb and the migrations, dumped to a tarball every suite's in-memory
 * database is restored from (`createTestDatabase`). Opening PGlite afresh runs initdb, by far the
 * dearest part of a suite's set-up on 2 cores; a restore skips it. Each suite still migrates (a
 * no-op on the template) and seeds its own copy.
 */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'portal-pglite-template-'));
  const file = join(folder, 'migrated.tar');
  const client = await PGlite.create();
  try {
    await migrate(drizzle({ client }), { migrationsFolder: migrationsFolder() });
    const dump = await client.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
  project.provide('pgliteTemplate', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
