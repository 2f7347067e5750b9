/**
 * The issuer's operations team in person (decision 0019): operator accounts with roles, their
 * sessions, the audit log, the programme's switches, the health of the background work and the
 * remotes as operations see them. Imported as `@portal/shared/contracts/operations`; the console
 * remote is built on these. An operator's token goes in the `authorization` header, as a
 * cardholder's does, but the two never open each other's endpoints.
 */
import { z } from 'zod';
import { rawTextSchema, textSchema } from '../../validation/safe-text-schema';
import { passwordSchema } from '../../validation/schemas';
import { defineEndpoint, type OperatorRole } from '../endpoint';
import { remoteEntrySchema } from './remotes';
import { passwordAttemptSchema } from './session';

/** Every role; `viewer` only reads (every role reads). */
export const OPERATOR_ROLES = [
  'remotes',
  'quotes',
  'programme',
  'viewer',
] as const satisfies readonly OperatorRole[];
export const operatorRoleSchema = z.enum(OPERATOR_ROLES);

/** Whether an operator with `roles` may make a call that needs `needed`: every role reads (`viewer`). */
export const rolesAllow = (roles: readonly OperatorRole[], needed: OperatorRole): boolean =>
  needed === 'viewer' ? roles.length > 0 : roles.includes(needed);

/** Who acted: a person signed in to the console, or the operator key (the CLI, scripts). */
export const AUDIT_ACTOR_KINDS = ['operator', 'automation'] as const;
export const AUDIT_OUTCOMES = ['success', 'failure', 'refused'] as const;

/** What the audit log records (one row per operator call that changes something, and sign-ins). */
export const AUDIT_ACTIONS = [
  'login',
  'logout',
  'me.update',
  'access.refused',
  'remotes.set-enabled',
  'activation-codes.mint',
  'meet-details.assign',
  'transport.quote',
  'transport.decline',
  'transport.fleet',
  'programme.set',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const operatorSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  displayName: z.string(),
  roles: z.array(operatorRoleSchema),
});
export type Operator = z.infer<typeof operatorSchema>;

const operatorEmailSchema = textSchema().min(1, 'validation.required').max(254);

/**
 * An operator signs in: a token (`op_…`, for the `authorization` header), when it ends at the
 * latest, and who they are. Wrong email or password: LOGIN_INCORRECT with `{ attemptsLeft }`;
 * MAX_LOGIN_FAILURES wrong passwords in a row lock the account (ACCOUNT_LOCKED, `{ lockSeconds }`).
 * Unknown emails answer as known ones.
 */
export const operatorLogin = defineEndpoint({
  method: 'POST',
  path: '/operator/login',
  auth: 'public',
  input: z.strictObject({ email: operatorEmailSchema, password: passwordAttemptSchema }),
  result: z.object({ token: z.string(), expiresAt: z.string(), operator: operatorSchema }),
});

/** Ends the caller's operator session (the token stops working at once). With the key: nothing to end. */
export const operatorLogout = defineEndpoint({
  method: 'POST',
  path: '/operator/logout',
  auth: 'operator',
  role: 'viewer',
  input: z.strictObject({}),
  result: z.object({ ended: z.boolean() }),
});

const meResultSchema = z.object({
  actor: z.enum(AUDIT_ACTOR_KINDS),
  /** Null for the operator key (automation), which may call every operator endpoint. */
  operator: operatorSchema.nullable(),
  roles: z.array(operatorRoleSchema),
});

/** Who is calling: the signed-in operator and their roles, or `automation` (the operator key). */
export const operatorMe = defineEndpoint({
  method: 'GET',
  path: '/operator/me',
  auth: 'operator',
  role: 'viewer',
  input: z.strictObject({}),
  result: meResultSchema,
});

/**
 * The signed-in operator changes their display name and/or password (the current one required;
 * wrong: PASSWORD_INCORRECT, counted toward the lock). A new password ends their other sessions.
 * The key (automation) has no account: BAD_REQUEST.
 */
export const updateOperatorMe = defineEndpoint({
  method: 'POST',
  path: '/operator/me',
  auth: 'operator',
  role: 'viewer',
  input: z
    .strictObject({
      displayName: textSchema().min(1, 'validation.required').max(80).optional(),
      currentPassword: z.optional(passwordAttemptSchema),
      newPassword: passwordSchema.pipe(z.string().max(128)).optional(),
    })
    .superRefine((value, ctx) => {
      if (value.displayName === undefined && value.newPassword === undefined)
        ctx.addIssue({ code: 'custom', message: 'Give a display name or a new password.', path: [] });
      if (value.newPassword !== undefined && value.currentPassword === undefined)
        ctx.addIssue({
          code: 'custom',
          message: 'The current password is required to set a new one.',
          path: ['currentPassword'],
        });
    }),
  result: meResultSchema,
});

/** An instant, ISO 8601 with a zone (`2026-05-01T08:00:00Z`), under the shared text rule. */
const isoTimeSchema = rawTextSchema()
  .max(40)
  .pipe(z.iso.datetime({ offset: true }));

/** The audit log's filters: who (email, exact, any case), what, and a time range (ISO 8601). */
const auditFilterShape = {
  operator: operatorEmailSchema.optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  actorKind: z.enum(AUDIT_ACTOR_KINDS).optional(),
  from: isoTimeSchema.optional(),
  to: isoTimeSchema.optional(),
};

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorKind: z.enum(AUDIT_ACTOR_KINDS),
  operatorId: z.number().int().nullable(),
  /** The operator's email, or the email tried at a failed login; null for automation. */
  operatorEmail: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  /** What it acted on, e.g. `mfe-help`, `TS-ACDEFG`, `DEMO`. */
  target: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  clientIp: z.string().nullable(),
  outcome: z.enum(AUDIT_OUTCOMES),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The audit log, newest first, a page at a time. Read-only: nobody changes or deletes a row. */
export const operatorAudit = defineEndpoint({
  method: 'GET',
  path: '/operator/audit',
  auth: 'operator',
  role: 'viewer',
  input: z.strictObject({
    ...auditFilterShape,
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(50),
  }),
  result: z.object({
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    entries: z.array(auditEntrySchema),
  }),
});

/** At most this many rows in one CSV export (the newest). */
export const AUDIT_EXPORT_MAX_ROWS = 10_000;

/**
 * The audit log as `text/csv` (UTF-8, RFC 4180 quoting, newest first, the same filters), not the
 * envelope. A cell that a spreadsheet would run as a formula (starting with = + - @, tab or CR) is
 * prefixed with `'`.
 */
export const operatorAuditExport = defineEndpoint({
  method: 'GET',
  path: '/operator/audit/export',
  auth: 'operator',
  role: 'viewer',
  input: z.strictObject(auditFilterShape),
  result: z.unknown(),
});

const programmeSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** Active and not past its end: what `/public/project-status` answers while it is the only one. */
  projectStatus: z.boolean(),
  /** The switch operations set (`projectStatus` is also false once `endsAt` has passed). */
  active: z.boolean(),
  endsAt: z.string().nullable(),
  /** Operations offer Transport to the card levels that include it (off: to none). */
  supportTransport: z.boolean(),
  /** Operations offer the agreement services (Airport Assistant) to the levels that include them. */
  supportAgreement: z.boolean(),
  levels: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      supportTransport: z.boolean(),
      supportAgreement: z.boolean(),
    }),
  ),
});

/** The programmes with operations' switches and each card level's own services. */
export const operatorProgramme = defineEndpoint({
  method: 'GET',
  path: '/operator/programme',
  auth: 'operator',
  role: 'viewer',
  input: z.strictObject({}),
  result: z.object({ programmes: z.array(programmeSchema) }),
});

/**
 * Sets a programme's switches (only those given). `projectStatus` false closes the programme for
 * cardholders (PROGRAM_UNAVAILABLE); `supportTransport` / `supportAgreement` false hide the service
 * from every cardholder and visitor (home tiles, its door) whatever their card level. Unknown
 * programme: NOT_FOUND. Shows on this instance's next read, on others within the cache time.
 */
export const setOperatorProgramme = defineEndpoint({
  method: 'POST',
  path: '/operator/programme/set',
  auth: 'operator',
  role: 'programme',
  input: z
    .strictObject({
      code: textSchema().min(1, 'validation.required').max(40),
      projectStatus: z.boolean().optional(),
      supportTransport: z.boolean().optional(),
      supportAgreement: z.boolean().optional(),
    })
    .refine(
      (value) =>
        value.projectStatus !== undefined ||
        value.supportTransport !== undefined ||
        value.supportAgreement !== undefined,
      { message: 'Give at least one of projectStatus, supportTransport, supportAgreement.' },
    ),
  result: programmeSchema,
});

const queueHealthSchema = z.object({
  /** Waiting and due now (or overdue). */
  due: z.number().int(),
  /** Claimed by a runner and not finished (within its lease). */
  running: z.number().int(),
  /** Failed at least once and waiting for their next attempt. */
  failed: z.number().int(),
  /** Gave up after every attempt. */
  dead: z.number().int(),
  /** The newest row with an error: its id, the first line of the error (never a mail's content) and when the row was made. */
  lastError: z.object({ id: z.number().int(), error: z.string(), at: z.string() }).nullable(),
});

const reachabilitySchema = z.object({
  /** False when none is configured (mail then stays in memory; payments answer PAYMENT_HOST_UNAVAILABLE). */
  configured: z.boolean(),
  /** Host and port tried, never credentials. */
  target: z.string().nullable(),
  reachable: z.boolean(),
  /** Why not, in a few words (e.g. `ECONNREFUSED`, `timeout`). */
  problem: z.string().nullable(),
});

/** The background work and the systems outside: jobs, the mail outbox, the payment host, the mail server. */
export const operatorHealth = defineEndpoint({
  method: 'GET',
  path: '/operator/health',
  auth: 'operator',
  role: 'viewer',
  input: z.strictObject({}),
  result: z.object({
    checkedAt: z.string(),
    jobs: queueHealthSchema,
    mail: queueHealthSchema,
    paymentHost: reachabilitySchema,
    mailServer: reachabilitySchema,
  }),
});

/** The remotes as operations see them: the registry's entries with when they last changed. */
export const operatorRemotes = defineEndpoint({
  method: 'GET',
  path: '/operator/remotes',
  auth: 'operator',
  role: 'viewer',
  input: z.strictObject({}),
  result: z.object({
    remotes: z.array(
      z.object({
        ...remoteEntrySchema.shape,
        updatedAt: z.string(),
        /** From the remote's build manifest when the registry knows it; null until then. */
        version: z.string().nullable(),
        buildTime: z.string().nullable(),
      }),
    ),
  }),
});
