/**
 * The issuer's operations team (decision 0019): operator accounts, apart from cardholders', their
 * sessions, and the audit log of what operators and automation did. Re-exported by schema.ts (one
 * schema, one migrations folder).
 */
import {
  AUDIT_ACTIONS,
  AUDIT_ACTOR_KINDS,
  AUDIT_OUTCOMES,
  OPERATOR_ROLES,
} from '@portal/shared/contracts/operations';
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
const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A person of the operations team: email (unique in any case), a display name, a password hashed
 * as cardholders' are (`scrypt$N$r$p$salt$hash`), the roles, and the login lock (wrong passwords in
 * a row, counted by an atomic update; `locked_until` while locked).
 */
export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    displayName: text('display_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles', { enum: OPERATOR_ROLES }).array().notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('operators_email_lower_idx').on(sql`lower(${t.email})`),
    check('operators_roles_check', sql`${t.roles} <@ array[${inList(OPERATOR_ROLES)}]::text[]`),
  ],
);

/**
 * An operator's session: the SHA-256 of its opaque token only (the token carries the `op_`
 * prefix, so it is never looked up as a cardholder's), ended by idle time or absolute expiry.
 */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);

/**
 * What operators and automation (the operator key) did: one row per call that changed something,
 * per sign-in and sign-out, and per refusal for a missing role. Only ever inserted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorKind: text('actor_kind', { enum: AUDIT_ACTOR_KINDS }).notNull(),
    /** Null for automation, and for a failed sign-in with an unknown email. */
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    /** The operator's email at the time (kept if the account goes), or the one tried at a failed sign-in. */
    operatorEmail: text('operator_email'),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    target: text('target'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    clientIp: text('client_ip'),
    outcome: text('outcome', { enum: AUDIT_OUTCOMES }).notNull(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_operator_email_idx').on(sql`lower(${t.operatorEmail})`),
    check('audit_log_actor_kind_check', sql`${t.actorKind} in (${inList(AUDIT_ACTOR_KINDS)})`),
    check('audit_log_outcome_check', sql`${t.outcome} in (${inList(AUDIT_OUTCOMES)})`),
  ],
);
