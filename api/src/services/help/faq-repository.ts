import type { Language } from '@portal/shared/contracts';
import { FAQ_CATEGORIES, type FaqQuestion } from '@portal/shared/contracts/help';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { faqQuestions, faqTexts } from '../../db/schema';

const categoryOrder = new Map(FAQ_CATEGORIES.map((category, index) => [category, index]));

export const createFaqRepository = (database: Database) => ({
  /** Every question that has a text in `language`, by category (FAQ_CATEGORIES order) and position. */
  async listForLanguage(language: Language): Promise<FaqQuestion[]> {
    const rows = await database.db
      .select({
        id: faqQuestions.slug,
        category: faqQuestions.category,
        position: faqQuestions.position,
        popular: faqQuestions.popular,
        related: faqQuestions.related,
        question: faqTexts.question,
        answer: faqTexts.answer,
      })
      .from(faqQuestions)
      .innerJoin(faqTexts, and(eq(faqTexts.questionId, faqQuestions.id), eq(faqTexts.language, language)))
      .orderBy(asc(faqQuestions.position), asc(faqQuestions.id));
    return rows
      .sort((a, b) => (categoryOrder.get(a.category) ?? 0) - (categoryOrder.get(b.category) ?? 0))
      .map(({ position: _position, ...question }) => question);
  },
});

export type FaqRepository = ReturnType<typeof createFaqRepository>;
