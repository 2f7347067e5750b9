import type { Language, TermsDocument } from '@portal/shared/contracts';
import { SUPPORTED_LANGUAGES } from '@portal/shared/contracts';
import { type Memo, memo } from '../../lib/memo';
import { PreparedJson } from '../../lib/prepared-json';
import { fillPlaceholders } from '../help/placeholders';
import { policyPlaceholders, type ServicePolicy } from '../policy/cancellation-policy';
import type { TermsRepository } from './terms-repository';

interface TermsAnswers {
  all: PreparedJson;
  byCode: Map<TermsDocument['code'], PreparedJson>;
}

export interface TermsSettings {
  policy: ServicePolicy;
  /** Shown where a document says {phone}. */
  supportPhone: string;
}

/**
 * Legal documents per language, served from memory. The service policy's numbers (cancellation,
 * refunds, flight disruptions) and the support phone are filled in when the texts are read, as
 * the FAQ's are: change the policy, and the terms follow.
 */
export const createTermsService = (repository: TermsRepository, settings: TermsSettings, cacheMs: number) => {
  const perLanguage = new Map<Language, Memo<TermsAnswers>>(
    SUPPORTED_LANGUAGES.map((language) => [
      language,
      memo(async () => {
        const values = { ...policyPlaceholders(settings.policy, language), phone: settings.supportPhone };
        const documents = (await repository.listForLanguage(language)).map((document) => ({
          ...document,
          title: fillPlaceholders(document.title, values),
          content: fillPlaceholders(document.content, values),
        }));
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
