import type { Language, TermsDocument } from '@portal/shared/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { termsDocuments } from '../../db/schema';

export const createTermsRepository = (database: Database) => ({
  async listForLanguage(language: Language): Promise<TermsDocument[]> {
    const rows = await database.db
      .select({
        id: termsDocuments.id,
        code: termsDocuments.code,
        title: termsDocuments.title,
        content: termsDocuments.content,
        version: termsDocuments.version,
        updatedAt: termsDocuments.updatedAt,
      })
      .from(termsDocuments)
      .where(eq(termsDocuments.language, language))
      .orderBy(asc(termsDocuments.id));
    return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
  },
});

export type TermsRepository = ReturnType<typeof createTermsRepository>;
