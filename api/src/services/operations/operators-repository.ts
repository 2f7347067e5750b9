import type { OperatorRole } from '@portal/shared/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { operatorSessions, operators } from '../../db/schema';

/** Writes to `last_seen_at` at most this often per session, as cardholders' sessions do. */
const TOUCH_EVERY_SECONDS = 60;

export interface OperatorRow {
  id: number;
  email: string;
  displayName: string;
  passwordHash: string;
  roles: OperatorRole[];
  /** Seconds until the account may sign in again (0: not locked). */
  lockSeconds: number;
}

export interface LiveOperatorSession extends Record<string, unknown> {
  session_id: number;
  operator_id: number;
  email: string;
  display_name: string;
  roles: OperatorRole[];
}

const lockSecondsOf = sql<number>`greatest(0, ceil(extract(epoch from (${operators.lockedUntil} - now()))))::int`;

const operatorColumns = {
  id: operators.id,
  email: operators.email,
  displayName: operators.displayName,
  passwordHash: operators.passwordHash,
  roles: operators.roles,
  lockSeconds: sql<number>`coalesce(${lockSecondsOf}, 0)`,
};

const asOperator = (row: Omit<OperatorRow, 'lockSeconds'> & { lockSeconds: unknown }): OperatorRow => ({
  ...row,
  roles: [...row.roles],
  lockSeconds: Number(row.lockSeconds ?? 0),
});

/** Operator accounts and their sessions (apart from cardholders' `users` and `sessions`). */
export const createOperatorsRepository = (database: Database) => {
  const { db } = database;
  // Run by every operator call with a token: prepared once per pooled connection.
  const findLiveStatement = database.statement<LiveOperatorSession>(
    'operator_sessions_find_live',
    sql`with live_session as (
        select s.id as session_id, s.operator_id
        from ${operatorSessions} s
        where s.token_hash = ${sql.placeholder('tokenHash')}
          and s.expires_at > now()
          and s.last_seen_at > now() - make_interval(mins => ${sql.placeholder('idleMinutes')}::int)
      ), touched as (
        update ${operatorSessions} set last_seen_at = now()
        from live_session
        where ${operatorSessions.id} = live_session.session_id
          and ${operatorSessions.lastSeenAt} < now() - make_interval(secs => ${TOUCH_EVERY_SECONDS}::int)
        returning 1
      )
      select live_session.session_id, live_session.operator_id, o.email, o.display_name, o.roles
      from live_session join ${operators} o on o.id = live_session.operator_id`,
  );

  return {
    async findByEmail(emailKey: string): Promise<OperatorRow | null> {
      const [row] = await db
        .select(operatorColumns)
        .from(operators)
        .where(sql`lower(${operators.email}) = ${emailKey}`);
      return row ? asOperator(row) : null;
    },

    async findById(id: number, tx: Db = db): Promise<OperatorRow | null> {
      const [row] = await tx.select(operatorColumns).from(operators).where(eq(operators.id, id));
      return row ? asOperator(row) : null;
    },

    /**
     * Counts a wrong password by one atomic update (parallel failures all count): a count whose
     * lock has ended, or older than the lock length, starts again at 1; the failure that reaches
     * `maxFailures` locks the account for `lockMinutes`, and later ones do not extend the lock.
     */
    async recordFailure(
      id: number,
      maxFailures: number,
      lockMinutes: number,
    ): Promise<{ failures: number; lockSeconds: number }> {
      const lock = sql`make_interval(mins => ${lockMinutes}::int)`;
      const fresh = sql`((locked_until is not null and locked_until <= now())
        or (locked_until is null and (last_failure_at is null or last_failure_at < now() - ${lock})))`;
      const next = sql`(case when ${fresh} then 1 else failed_attempts + 1 end)`;
      const [row] = await database.rows<{ failures: number; lock_seconds: number }>(sql`
        update operators set
          failed_attempts = ${next},
          last_failure_at = now(),
          locked_until = case
            when locked_until > now() then locked_until
            when ${next} >= ${maxFailures}::int then now() + ${lock}
            else null
          end
        where id = ${id}
        returning failed_attempts as failures,
          coalesce(greatest(0, ceil(extract(epoch from (locked_until - now()))))::int, 0) as lock_seconds`);
      return { failures: Number(row?.failures ?? 0), lockSeconds: Number(row?.lock_seconds ?? 0) };
    },

    async clearFailures(id: number): Promise<void> {
      await db
        .update(operators)
        .set({ failedAttempts: 0, lastFailureAt: null, lockedUntil: null })
        .where(eq(operators.id, id));
    },

    async update(
      tx: Db,
      id: number,
      changes: { displayName?: string; passwordHash?: string },
    ): Promise<void> {
      await tx
        .update(operators)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(operators.id, id));
    },

    async insertSession(
      tokenHash: string,
      operatorId: number,
      absoluteHours: number,
    ): Promise<{ id: number; expiresAt: Date }> {
      const [row] = await db
        .insert(operatorSessions)
        .values({
          tokenHash,
          operatorId,
          expiresAt: sql`now() + make_interval(hours => ${absoluteHours}::int)`,
        })
        .returning({ id: operatorSessions.id, expiresAt: operatorSessions.expiresAt });
      if (!row) throw new Error('Operator session insert returned no row');
      return row;
    },

    async findLiveSession(tokenHash: string, idleMinutes: number): Promise<LiveOperatorSession | null> {
      const rows = await findLiveStatement({ tokenHash, idleMinutes });
      return rows[0] ?? null;
    },

    async deleteSession(sessionId: number): Promise<boolean> {
      const rows = await db
        .delete(operatorSessions)
        .where(eq(operatorSessions.id, sessionId))
        .returning({ id: operatorSessions.id });
      return rows.length > 0;
    },

    /** Ends every session of the operator but `keep` (a password change from that session). */
    async deleteOtherSessions(tx: Db, operatorId: number, keep: number): Promise<void> {
      await tx
        .delete(operatorSessions)
        .where(and(eq(operatorSessions.operatorId, operatorId), ne(operatorSessions.id, keep)));
    },
  };
};

export type OperatorsRepository = ReturnType<typeof createOperatorsRepository>;
