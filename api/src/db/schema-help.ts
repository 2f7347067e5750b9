/** Tables of the help domain; re-exported by schema.ts (one schema, one migrations folder). */

import { SUPPORTED_LANGUAGES } from '@portal/shared/contracts';
import { FAQ_CATEGORIES, QUERY_CATEGORIES } from '@portal/shared/contracts/help';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './schema-core';

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** One frequently asked question; its texts per language are in faq_texts. */
export const faqQuestions = pgTable(
  'faq_questions',
  {
    id: serial('id').primaryKey(),
    /** Stable id used in links (`/helpDetails?id=…`) and in `related`. */
    slug: text('slug').notNull().unique(),
    category: text('category', { enum: FAQ_CATEGORIES }).notNull(),
    /** Order inside the category. */
    position: integer('position').notNull(),
    popular: boolean('popular').notNull().default(false),
    /** Slugs of related questions. */
    related: jsonb('related').$type<string[]>().notNull().default([]),
  },
  (t) => [check('faq_questions_category_check', sql`${t.category} in (${inList(FAQ_CATEGORIES)})`)],
);

/**
 * The question and answer in one language. Answers may hold `{placeholders}` (policy numbers,
 * the support phone) filled in when the list is read, so a policy change needs no data change.
 */
export const faqTexts = pgTable(
  'faq_texts',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => faqQuestions.id, { onDelete: 'cascade' }),
    language: text('language', { enum: SUPPORTED_LANGUAGES }).notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.language] })],
);

/** A query sent with the Submit a query form. */
export const helpQueries = pgTable(
  'help_queries',
  {
    id: serial('id').primaryKey(),
    /** `Q-YYYYMMDD-XXXX`, quoted to the user and to support. */
    reference: text('reference').notNull().unique(),
    email: text('email').notNull(),
    /** The booking reference the query is about, if any. */
    serviceId: text('service_id'),
    category: text('category', { enum: QUERY_CATEGORIES }).notNull(),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    language: text('language', { enum: SUPPORTED_LANGUAGES }).notNull(),
    /** The account of a logged-in sender. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('help_queries_email_idx').on(sql`lower(${t.email})`),
    check('help_queries_category_check', sql`${t.category} in (${inList(QUERY_CATEGORIES)})`),
  ],
);

/**
 * Fixed-window request counters shared by every instance and every domain (one row per limited
 * `scope:key`, e.g. `contact-us:ip:203.0.113.9`, `ip:login:198.51.100.7`), updated atomically by a
 * single upsert (services/rate-limit); the window_start index keeps deleting finished ones cheap.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [index('rate_limit_counters_window_start_idx').on(t.windowStart)],
);
