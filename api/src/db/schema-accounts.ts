/** Tables of the accounts domain; re-exported by schema.ts (one schema, one migrations folder). */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { activationCodes, cardLevels, users } from './schema-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A sign-up in progress (the three steps of either channel), found by the SHA-256 of the opaque
 * `signupId` the browser holds; it expires, and it is deleted when the account is created.
 */
export const signupSessions = pgTable(
  'signup_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    channel: text('channel', { enum: ['card', 'activation'] }).notNull(),
    cardLevelId: integer('card_level_id')
      .notNull()
      .references(() => cardLevels.id),
    /** Card channel: the number's keyed fingerprint, BIN and last four (never the number). */
    cardFingerprint: text('card_fingerprint'),
    cardBin: text('card_bin'),
    cardLastFour: text('card_last_four'),
    /** Activation channel: the code being used. */
    activationCodeId: integer('activation_code_id').references(() => activationCodes.id, {
      onDelete: 'cascade',
    }),
    /** Step 2's details (null until given). */
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    mobilePrefix: text('mobile_prefix'),
    mobileNumber: text('mobile_number'),
    mobileCountry: text('mobile_country'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('signup_sessions_expires_idx').on(t.expiresAt),
    check('signup_sessions_channel_check', sql`${t.channel} in ('card', 'activation')`),
  ],
);

/**
 * Card numbers already used to sign up, as HMAC-SHA256 fingerprints keyed with a server secret
 * (the "already registered" rule), with BIN and last four for support; never the number.
 */
export const registeredCards = pgTable(
  'registered_cards',
  {
    id: serial('id').primaryKey(),
    fingerprint: text('fingerprint').notNull().unique(),
    bin: text('bin').notNull(),
    lastFour: text('last_four').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('registered_cards_user_idx').on(t.userId)],
);

/**
 * Failed logins per email address (lower case), known or not, so that unknown addresses answer
 * exactly like known ones. Counted by one atomic upsert, so parallel failures on several instances
 * all count; `locked_until` holds the lock.
 */
export const loginFailures = pgTable('login_failures', {
  emailKey: text('email_key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * Password reset codes per email address (lower case); `user_id` is null for an address without an
 * account (nothing is mailed, but the answers and the resend interval are the same). Only the
 * salted SHA-256 of the code is stored; single use, short life, capped tries.
 */
export const resetCodes = pgTable(
  'reset_codes',
  {
    id: serial('id').primaryKey(),
    emailKey: text('email_key').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    tries: integer('tries').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('reset_codes_email_created_idx').on(t.emailKey, t.createdAt)],
);

/** What a verified reset code gives: a single-use ticket (its SHA-256) to set a new password. */
export const resetTickets = pgTable('reset_tickets', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
