import type { EndpointResult } from '@portal/shared/contracts';
import {
  AUDIT_EXPORT_MAX_ROWS,
  type AuditAction,
  type operatorAudit,
} from '@portal/shared/contracts/operations';
import type { Db } from '../../db/client';
import { toCsv } from './audit-csv';
import type { AuditFilters, AuditRepository, AuditRow, NewAuditRow } from './audit-repository';
import type { AuditContext } from './operator-actor';

type AuditPage = EndpointResult<typeof operatorAudit>;

export interface AuditEvent {
  action: AuditAction;
  target?: string | null;
  details?: Record<string, unknown>;
  outcome?: NewAuditRow['outcome'];
}

/** The filters as the contract takes them (times as ISO strings). */
export interface AuditQuery {
  operator?: string;
  action?: AuditAction;
  actorKind?: 'operator' | 'automation';
  from?: string;
  to?: string;
}

const filtersOf = (query: AuditQuery): AuditFilters => ({
  operator: query.operator,
  action: query.action,
  actorKind: query.actorKind,
  from: query.from === undefined ? undefined : new Date(query.from),
  to: query.to === undefined ? undefined : new Date(query.to),
});

const entryOf = (row: AuditRow) => ({
  id: row.id,
  at: new Date(row.at).toISOString(),
  actorKind: row.actorKind,
  operatorId: row.operatorId,
  operatorEmail: row.operatorEmail,
  action: row.action,
  target: row.target,
  details: row.details ?? {},
  clientIp: row.clientIp,
  outcome: row.outcome,
});

const CSV_HEADER = [
  'id',
  'at',
  'actor',
  'operator_id',
  'operator_email',
  'action',
  'target',
  'outcome',
  'client_ip',
  'details',
] as const;

/** The audit log: who did what, to what, from where, and how it ended. Rows are only ever added. */
export const createAuditTrail = (repository: AuditRepository) => ({
  /** One row for an operator call; in `tx` when given, so it commits (or not) with the change. */
  async record(context: AuditContext, event: AuditEvent, tx?: Db): Promise<void> {
    const { actor } = context;
    await repository.insert(
      {
        actorKind: actor.kind,
        operatorId: actor.kind === 'operator' ? actor.operatorId : null,
        operatorEmail: actor.kind === 'operator' ? actor.email : null,
        action: event.action,
        target: event.target ?? null,
        details: event.details ?? {},
        clientIp: context.clientIp,
        outcome: event.outcome ?? 'success',
      },
      tx,
    );
  },

  /** A row for a sign-in, where the actor is only the email tried (and the account, when it exists). */
  async recordSignIn(
    attempt: { email: string; operatorId: number | null; clientIp: string },
    outcome: 'success' | 'failure',
    details: Record<string, unknown> = {},
  ): Promise<void> {
    await repository.insert({
      actorKind: 'operator',
      operatorId: attempt.operatorId,
      operatorEmail: attempt.email,
      action: 'login',
      target: attempt.email,
      details,
      clientIp: attempt.clientIp,
      outcome,
    });
  },

  async list(query: AuditQuery & { page: number; pageSize: number }): Promise<AuditPage> {
    const { total, rows } = await repository.page(
      filtersOf(query),
      (query.page - 1) * query.pageSize,
      query.pageSize,
    );
    return { total, page: query.page, pageSize: query.pageSize, entries: rows.map(entryOf) };
  },

  /** The newest AUDIT_EXPORT_MAX_ROWS rows matching the filters, as CSV. */
  async csv(query: AuditQuery): Promise<string> {
    const { rows } = await repository.page(filtersOf(query), 0, AUDIT_EXPORT_MAX_ROWS);
    return toCsv(
      CSV_HEADER,
      rows.map((row) => {
        const entry = entryOf(row);
        return [
          entry.id,
          entry.at,
          entry.actorKind,
          entry.operatorId,
          entry.operatorEmail,
          entry.action,
          entry.target,
          entry.outcome,
          entry.clientIp,
          entry.details,
        ];
      }),
    );
  },
});

export type AuditTrail = ReturnType<typeof createAuditTrail>;
