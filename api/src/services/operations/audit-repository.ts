import type { AuditAction } from '@portal/shared/contracts/operations';
import { and, count, desc, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface NewAuditRow {
  actorKind: 'operator' | 'automation';
  operatorId: number | null;
  operatorEmail: string | null;
  action: AuditAction;
  target: string | null;
  details: Record<string, unknown>;
  clientIp: string | null;
  outcome: 'success' | 'failure' | 'refused';
}

export interface AuditRow extends NewAuditRow {
  id: number;
  at: Date;
}

export interface AuditFilters {
  /** An operator's email, any case. */
  operator?: string;
  action?: AuditAction;
  actorKind?: 'operator' | 'automation';
  from?: Date;
  to?: Date;
}

const columns = {
  id: auditLog.id,
  at: auditLog.at,
  actorKind: auditLog.actorKind,
  operatorId: auditLog.operatorId,
  operatorEmail: auditLog.operatorEmail,
  action: auditLog.action,
  target: auditLog.target,
  details: auditLog.details,
  clientIp: auditLog.clientIp,
  outcome: auditLog.outcome,
};

const whereOf = (filters: AuditFilters): SQL | undefined =>
  and(
    filters.operator === undefined
      ? undefined
      : sql`lower(${auditLog.operatorEmail}) = ${filters.operator.toLowerCase()}`,
    filters.action === undefined ? undefined : sql`${auditLog.action} = ${filters.action}`,
    filters.actorKind === undefined ? undefined : sql`${auditLog.actorKind} = ${filters.actorKind}`,
    filters.from === undefined ? undefined : gte(auditLog.at, filters.from),
    filters.to === undefined ? undefined : lte(auditLog.at, filters.to),
  );

/** The audit log: inserted into (in the caller's transaction when it has one), read newest first. */
export const createAuditRepository = (database: Database) => ({
  async insert(row: NewAuditRow, tx: Db = database.db): Promise<void> {
    await tx.insert(auditLog).values(row);
  },

  async page(
    filters: AuditFilters,
    offset: number,
    limit: number,
  ): Promise<{ total: number; rows: AuditRow[] }> {
    const where = whereOf(filters);
    const [counted] = await database.db.select({ total: count() }).from(auditLog).where(where);
    const rows = await database.db
      .select(columns)
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .offset(offset)
      .limit(limit);
    return { total: Number(counted?.total ?? 0), rows: rows as AuditRow[] };
  },
});

export type AuditRepository = ReturnType<typeof createAuditRepository>;
