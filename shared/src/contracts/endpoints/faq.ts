/**
 * Help & FAQs: the FAQ read. Part of `@portal/shared/contracts` (no validation rules), so the help
 * pages use the host's copy of the contracts and zod; the Submit a query form's contract, with its
 * rules, is `@portal/shared/contracts/help`.
 */
import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { SUPPORTED_LANGUAGES } from '../languages';

// ---------------------------------------------------------------------------------------------
// Frequently asked questions.

/** FAQ categories, in the order the help page shows them. */
export const FAQ_CATEGORIES = ['general', 'transport', 'airportAssistant', 'fastTrack'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

/** Question ids are stable slugs (`transport-waiting-time`), the same in every language. */
export const faqIdSchema = z.string().check(z.minLength(1), z.maxLength(80), z.regex(/^[a-z0-9-]+$/));

export const faqQuestionSchema = z.object({
  id: faqIdSchema,
  category: z.enum(FAQ_CATEGORIES),
  question: z.string(),
  /** Plain text; a blank line separates paragraphs, lines starting with "- " are list items. */
  answer: z.string(),
  /** Shown among the popular questions on the help page. */
  popular: z.boolean(),
  /** Ids of related questions, in the order to show them. */
  related: z.array(faqIdSchema),
});
export type FaqQuestion = z.infer<typeof faqQuestionSchema>;

export const faqList = defineEndpoint({
  method: 'GET',
  path: '/faq/list',
  auth: 'public',
  /** `language` overrides the Accept-Language header. */
  input: z.strictObject({ language: z.optional(z.enum(SUPPORTED_LANGUAGES)) }),
  result: z.object({
    language: z.enum(SUPPORTED_LANGUAGES),
    /** Grouped by category in FAQ_CATEGORIES order, then in the category's own order. */
    questions: z.array(faqQuestionSchema),
  }),
});
