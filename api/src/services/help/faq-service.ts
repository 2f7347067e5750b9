import { type Language, SUPPORTED_LANGUAGES } from '@portal/shared/contracts';
import type { FaqQuestion } from '@portal/shared/contracts/help';
import { type Memo, memo } from '../../lib/memo';
import { PreparedJson } from '../../lib/prepared-json';
import { policyPlaceholders, type ServicePolicy } from '../policy/cancellation-policy';
import type { FaqRepository } from './faq-repository';
import { fillPlaceholders } from './placeholders';

export interface FaqSettings {
  policy: ServicePolicy;
  /** Shown where answers say {phone}. */
  supportPhone: string;
}

/**
 * The FAQ per language, served from memory (a prepared answer with its ETag). Policy numbers and
 * the support phone are filled in when the texts are read from the database, prices in the
 * language's format.
 */
export const createFaqService = (repository: FaqRepository, settings: FaqSettings, cacheMs: number) => {
  const fill = (question: FaqQuestion, values: Readonly<Record<string, string>>): FaqQuestion => ({
    ...question,
    question: fillPlaceholders(question.question, values),
    answer: fillPlaceholders(question.answer, values),
  });
  const perLanguage = new Map<Language, Memo<PreparedJson>>(
    SUPPORTED_LANGUAGES.map((language) => [
      language,
      memo(async () => {
        const values = { ...policyPlaceholders(settings.policy, language), phone: settings.supportPhone };
        const questions = (await repository.listForLanguage(language)).map((question) =>
          fill(question, values),
        );
        return new PreparedJson({ language, questions });
      }, cacheMs),
    ]),
  );
  return {
    list: (language: Language): Promise<PreparedJson> =>
      (perLanguage.get(language) as Memo<PreparedJson>).get(),
    invalidate(): void {
      for (const entry of perLanguage.values()) entry.invalidate();
    },
  };
};

export type FaqService = ReturnType<typeof createFaqService>;
