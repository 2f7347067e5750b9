/**
 * Background work kept in the database, so it survives restarts and is shared by every instance:
 * the mail outbox and scheduled jobs, both polled by services/jobs (`FOR UPDATE SKIP LOCKED`).
 * Re-exported by schema.ts (one schema, one migrations folder).
 */
import { sql } from 'drizzle-orm';
import {
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

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A file sent with a mail, e.g. a booking's `.ics`; binary content is stored as base64. */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  content: string;
  encoding: 'utf8' | 'base64';
}

/** pending: waiting for (another) attempt; sent; dead: every attempt failed (an operator may retry it). */
export const OUTBOX_STATUSES = ['pending', 'sent', 'dead'] as const;

/**
 * Mail to send. A runner claims a due row by moving `next_attempt_at` past its lease, sends it
 * outside any transaction, then marks it sent (clearing the body) or schedules the next attempt.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    replyTo: text('reply_to'),
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    /** Attempts started (counted when claimed, so a crash mid-send counts too). */
    attempts: integer('attempts').notNull().default(0),
    /** When the row is next due; while an attempt runs, the end of its lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last failure's reason, one short line (never the body). */
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    check('mail_outbox_status_check', sql`${t.status} in ('pending', 'sent', 'dead')`),
  ],
);

/** pending: waiting to run (again); done; dead: every attempt failed. */
export const JOB_STATUSES = ['pending', 'done', 'dead'] as const;

/**
 * Scheduled and recurring work (expire quotations, complete bookings, reminders). `(name, key)` is
 * unique, so scheduling the same work twice (a retried request, every instance at start) is one row.
 * `run_at` is claimed like the outbox's `next_attempt_at`: moved past a lease while a handler runs.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    /** The handler, e.g. `order.expire`. */
    name: text('name').notNull(),
    /** What it is about, e.g. an order number; one pending or finished row per name and key. */
    key: text('key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_name_key_idx').on(t.name, t.key),
    index('jobs_due_idx').on(t.runAt).where(sql`${t.status} = 'pending'`),
    check('jobs_status_check', sql`${t.status} in ('pending', 'done', 'dead')`),
  ],
);
