/**
 * The tables every domain's tables reference: the programmes, their card levels, the activation
 * codes and the users. Re-exported by schema.ts (one schema, one migrations folder); the domain files
 * (schema-*.ts) import these from here, never from schema.ts, so no schema file imports another in a
 * circle.
 */
import { SUPPORTED_LANGUAGES } from '@portal/shared/contracts';
import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** An issuer's programme; its card levels decide which services a cardholder gets. */
export const programmes = pgTable('programmes', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  active: boolean('active').notNull().default(true),
  /** After this instant the programme's benefits are no longer available (projectStatus false). */
  endsAt: timestamp('ends_at', { withTimezone: true }),
  /**
   * Operations' switches (decision 0019): off, Transport (or the agreement services) is offered to
   * none of the programme's card levels, whatever each level includes.
   */
  offersTransport: boolean('offers_transport').notNull().default(true),
  offersAgreement: boolean('offers_agreement').notNull().default(true),
});

export const cardLevels = pgTable(
  'card_levels',
  {
    id: serial('id').primaryKey(),
    programmeId: integer('programme_id')
      .notNull()
      .references(() => programmes.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    supportTransport: boolean('support_transport').notNull(),
    supportAgreement: boolean('support_agreement').notNull(),
  },
  (t) => [uniqueIndex('card_levels_programme_code_idx').on(t.programmeId, t.code)],
);

/** Single-use codes issued by the programme for sign-up without a card number. */
export const activationCodes = pgTable('activation_codes', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  cardLevelId: integer('card_level_id')
    .notNull()
    .references(() => cardLevels.id),
  usedBy: integer('used_by').references(() => users.id),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    mobilePrefix: text('mobile_prefix'),
    mobileNumber: text('mobile_number'),
    mobileCountry: text('mobile_country'),
    /** `scrypt$N$r$p$salt$hash` (salt and hash base64url): the parameters travel with the hash. */
    passwordHash: text('password_hash').notNull(),
    cardLevelId: integer('card_level_id')
      .notNull()
      .references(() => cardLevels.id),
    language: text('language', { enum: SUPPORTED_LANGUAGES }).notNull().default('en-US'),
    marketingOptIn: boolean('marketing_opt_in').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);
