import type { Language } from '@portal/shared/contracts';
import type { QueryCategory } from '@portal/shared/contracts/help';
import type { Database } from '../../db/client';
import { helpQueries } from '../../db/schema';

export interface NewQuery {
  reference: string;
  email: string;
  serviceId: string | null;
  category: QueryCategory;
  topic: string;
  message: string;
  language: Language;
  userId: number | null;
}

export const createQueryRepository = (database: Database) => ({
  /** Stores a query; false when its reference is already taken (the caller draws another). */
  async insert(query: NewQuery): Promise<boolean> {
    const rows = await database.db
      .insert(helpQueries)
      .values(query)
      .onConflictDoNothing({ target: helpQueries.reference })
      .returning({ id: helpQueries.id });
    return rows.length === 1;
  },
});

export type QueryRepository = ReturnType<typeof createQueryRepository>;
