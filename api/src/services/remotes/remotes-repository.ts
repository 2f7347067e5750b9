import type { RemoteEntry, RemoteName } from '@portal/shared/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { remotes } from '../../db/schema';

const columns = {
  name: remotes.name,
  manifestUrl: remotes.manifestUrl,
  prefixes: remotes.prefixes,
  enabled: remotes.enabled,
};

const toEntry = (row: { name: string; manifestUrl: string; prefixes: string[]; enabled: boolean }) =>
  row as RemoteEntry;

export const createRemotesRepository = (database: Database) => ({
  async list(): Promise<RemoteEntry[]> {
    const rows = await database.db.select(columns).from(remotes).orderBy(asc(remotes.name));
    return rows.map(toEntry);
  },

  /** The entries with when each last changed (the operations console). */
  async listWithTimes(): Promise<Array<RemoteEntry & { updatedAt: Date }>> {
    const rows = await database.db
      .select({ ...columns, updatedAt: remotes.updatedAt })
      .from(remotes)
      .orderBy(asc(remotes.name));
    return rows.map((row) => ({ ...toEntry(row), updatedAt: row.updatedAt }));
  },

  async setEnabled(name: RemoteName, enabled: boolean): Promise<RemoteEntry | null> {
    const [row] = await database.db
      .update(remotes)
      .set({ enabled, updatedAt: sql`now()` })
      .where(eq(remotes.name, name))
      .returning(columns);
    return row ? toEntry(row) : null;
  },
});

export type RemotesRepository = ReturnType<typeof createRemotesRepository>;
