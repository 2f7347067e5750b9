import { inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { faqQuestions, faqTexts } from '../schema';
import { FAQ_SEEDS, type FaqSeed } from './faq-content';

/**
 * Idempotent FAQ seed: questions and texts that exist are left as they are (an editor's changes
 * survive a restart); new ones are added.
 */
export const seedFaq = async (db: Db, seeds: FaqSeed[] = FAQ_SEEDS): Promise<void> => {
  const positions = new Map<string, number>();
  await db
    .insert(faqQuestions)
    .values(
      seeds.map((seed) => {
        const position = (positions.get(seed.category) ?? 0) + 1;
        positions.set(seed.category, position);
        return {
          slug: seed.slug,
          category: seed.category,
          position,
          popular: seed.popular ?? false,
          related: seed.related ?? [],
        };
      }),
    )
    .onConflictDoNothing();
  const rows = await db
    .select({ id: faqQuestions.id, slug: faqQuestions.slug })
    .from(faqQuestions)
    .where(
      inArray(
        faqQuestions.slug,
        seeds.map((seed) => seed.slug),
      ),
    );
  const idOf = new Map(rows.map((row) => [row.slug, row.id]));
  const texts = seeds.flatMap((seed) => {
    const questionId = idOf.get(seed.slug);
    if (questionId === undefined) throw new Error(`Seed: FAQ ${seed.slug} is missing after insert.`);
    return Object.entries(seed.texts).map(([language, text]) => ({
      questionId,
      language: language as keyof FaqSeed['texts'],
      question: text.question,
      answer: text.answer,
    }));
  });
  await db.insert(faqTexts).values(texts).onConflictDoNothing();
};
