/**
 * The FAQ as seeded. The questions are written in `faq-questions.json`, in the order they are listed
 * within their category, checked against `faqRowSchema` when this module loads (a bad entry stops the
 * start with a DataFileError naming it and the field). Numbers of the service policy and the support
 * phone are `{placeholders}` (`policyPlaceholders` of `@portal/shared/policy`, and config
 * SUPPORT_PHONE), filled in when the list is read: change the policy, and every answer follows.
 *
 * Answers are plain text: a blank line separates paragraphs, lines starting with "- " are list items.
 * The file writes an answer as the list of its paragraphs; they are joined with a blank line here.
 */
import { type Language, SUPPORTED_LANGUAGES } from '@portal/shared/contracts';
import { FAQ_CATEGORIES, type FaqCategory } from '@portal/shared/contracts/help';
import { z } from 'zod';
import { checkedRow, DataFileError, rawField } from '../../lib/data-rows';
import faqData from './faq-questions.json';

export interface FaqSeed {
  slug: string;
  category: FaqCategory;
  popular?: boolean;
  related?: string[];
  texts: Record<Language, { question: string; answer: string }>;
}

const FAQ_FILE = 'db/seed/faq-questions.json';

const slugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Lower-case words joined by hyphens');

/** One paragraph of an answer: a blank line inside would make it two. */
const paragraphSchema = z
  .string()
  .min(1)
  .refine((text) => !text.includes('\n\n'), 'A blank line inside a paragraph: write two paragraphs');

/** One question of `faq-questions.json`. */
const faqRowSchema = z.strictObject({
  slug: slugSchema,
  /** Why the question is there or what it describes, for the reader of the file: not read. */
  note: z.string().optional(),
  category: z.enum(FAQ_CATEGORIES),
  /** Shown among the popular questions. */
  popular: z.boolean().optional(),
  /** Slugs of other questions, offered after the answer. */
  related: z.array(slugSchema).optional(),
  /** Every supported language, each with its question and the answer's paragraphs. */
  texts: z.record(
    z.enum(SUPPORTED_LANGUAGES),
    z.strictObject({ question: z.string().min(1), answer: z.array(paragraphSchema).min(1) }),
  ),
});
type FaqRow = z.output<typeof faqRowSchema>;

const seedOf = (row: FaqRow): FaqSeed => ({
  slug: row.slug,
  category: row.category,
  ...(row.popular === undefined ? {} : { popular: row.popular }),
  ...(row.related === undefined ? {} : { related: row.related }),
  texts: Object.fromEntries(
    SUPPORTED_LANGUAGES.map((language) => {
      const { question, answer } = row.texts[language];
      return [language, { question, answer: answer.join('\n\n') }];
    }),
  ) as FaqSeed['texts'],
});

/**
 * The contents of `faq-questions.json` read, in the listed order. An entry that does not fit, a slug
 * listed twice or a related slug that is not listed (or the question itself) throws a DataFileError
 * naming the entry: `db/seed/faq-questions.json, FAQ 2 (general-sign-up): texts.es-ES.question: …`.
 */
export const readFaqSeeds = (data: unknown): FaqSeed[] => {
  const rows = checkedRow(z.array(z.unknown()), data, FAQ_FILE, 'questions');
  const where = (row: unknown, i: number) => `FAQ ${i + 1} (${rawField(row, 'slug')})`;
  const seen = new Set<string>();
  const seeds = rows.map((row, i) => {
    const seed = seedOf(checkedRow(faqRowSchema, row, FAQ_FILE, where(row, i)));
    if (seen.has(seed.slug))
      throw new DataFileError(`${FAQ_FILE}, ${where(row, i)}: ${seed.slug} is listed twice`);
    seen.add(seed.slug);
    return seed;
  });
  seeds.forEach((seed, i) => {
    const bad = seed.related?.find((slug) => slug === seed.slug || !seen.has(slug));
    if (bad !== undefined)
      throw new DataFileError(
        `${FAQ_FILE}, ${where(seed, i)}: related: ${bad} ${bad === seed.slug ? 'is the question itself' : 'is not a listed question'}`,
      );
  });
  return seeds;
};

export const FAQ_SEEDS: FaqSeed[] = readFaqSeeds(faqData);
