import type { Language, TermsDocument } from '@portal/shared/contracts';
import { SUPPORTED_LANGUAGES } from '@portal/shared/contracts';
import { type Memo, memo } from '../lib/memo';
import { PreparedJson } from '../lib/prepared-json';
import type { TermsRepository } from '../repositories/terms-repository';

interface TermsAnswers {
  all: PreparedJson;
  byCode: Map<TermsDocument['code'], PreparedJson>;
}

/** Legal documents per language, served from memory. */
export const createTermsService = (repository: TermsRepository, cacheMs: number) => {
  const perLanguage = new Map<Language, Memo<TermsAnswers>>(
    SUPPORTED_LANGUAGES.map((language) => [
      language,
      memo(async () => {
        const documents = await repository.listForLanguage(language);
        const byCode = new Map(
          documents.map((document) => [document.code, new PreparedJson([document])] as const),
        );
        return { all: new PreparedJson(documents), byCode };
      }, cacheMs),
    ]),
  );
  const empty = new PreparedJson([]);
  return {
    async list(language: Language, code?: TermsDocument['code']): Promise<PreparedJson> {
      const answers = await (perLanguage.get(language) as Memo<TermsAnswers>).get();
      return code ? (answers.byCode.get(code) ?? empty) : answers.all;
    },
    invalidate(): void {
      for (const entry of perLanguage.values()) entry.invalidate();
    },
  };
};

export type TermsService = ReturnType<typeof createTermsService>;
