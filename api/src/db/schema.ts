import { BOOKING_SERVICE_KEYS, type BookingService, SUPPORTED_LANGUAGES } from '@portal/shared/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cardLevels, programmes, users } from './schema-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** The bookable services, from the one service table of `@portal/shared` (BOOKING_SERVICES). */
export const SERVICES = BOOKING_SERVICE_KEYS;
export type Service = BookingService;

/** Complimentary uses per year of one service for one card level. */
export const entitlements = pgTable(
  'entitlements',
  {
    id: serial('id').primaryKey(),
    cardLevelId: integer('card_level_id')
      .notNull()
      .references(() => cardLevels.id),
    service: text('service', { enum: SERVICES }).notNull(),
    yearlyUses: integer('yearly_uses').notNull(),
  },
  (t) => [
    uniqueIndex('entitlements_level_service_idx').on(t.cardLevelId, t.service),
    check(
      'entitlements_service_check',
      sql`${t.service} in ('transport', 'airport_assistant', 'fast_track')`,
    ),
    check('entitlements_yearly_uses_check', sql`${t.yearlyUses} >= 0`),
  ],
);

/** Card number ranges (BIN prefixes) that may sign up, and the card level they give. */
export const cardRanges = pgTable(
  'card_ranges',
  {
    id: serial('id').primaryKey(),
    programmeId: integer('programme_id')
      .notNull()
      .references(() => programmes.id),
    cardLevelId: integer('card_level_id')
      .notNull()
      .references(() => cardLevels.id),
    prefix: text('prefix').notNull(),
    /** Accepted card number lengths, e.g. [14, 16]. */
    lengths: integer('lengths').array().notNull(),
  },
  (t) => [uniqueIndex('card_ranges_programme_prefix_idx').on(t.programmeId, t.prefix)],
);

/** Opaque session tokens, stored as their SHA-256; idle and absolute expiry both end a session. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const TERMS_CODES = ['conditions', 'termsOfUse', 'privacyPolicy'] as const;

export const termsDocuments = pgTable(
  'terms_documents',
  {
    id: serial('id').primaryKey(),
    code: text('code', { enum: TERMS_CODES }).notNull(),
    language: text('language', { enum: SUPPORTED_LANGUAGES }).notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    version: text('version').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('terms_documents_code_language_idx').on(t.code, t.language)],
);

/** The runtime registry of micro-frontends: the shell asks for it at start. */
export const remotes = pgTable('remotes', {
  name: text('name').primaryKey(),
  manifestUrl: text('manifest_url').notNull(),
  prefixes: jsonb('prefixes').$type<string[]>().notNull(),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: updatedAt(),
});

export * from './schema-accounts';
// Each domain keeps its tables in its own file, so domains can grow without touching each other.
export * from './schema-core';
export * from './schema-flights';
export * from './schema-help';
export * from './schema-jobs';
export * from './schema-operations';
export * from './schema-orders';
export * from './schema-payments';
