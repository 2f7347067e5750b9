import { eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema';

/** Writes to `last_seen_at` at most this often per session, so busy readers do not write on every call. */
const TOUCH_EVERY_SECONDS = 60;

export interface SessionTimes {
  idleMinutes: number;
  absoluteHours: number;
}

export interface SessionRow extends Record<string, unknown> {
  session_id: number;
  user_id: number;
}

/**
 * `WITH live_session AS (...), touched AS (...)`: the session for a token hash if neither its idle
 * nor its absolute expiry has passed, refreshing its last-seen time in the same statement. Other
 * queries append their own CTEs (`, name as (...)`) or SELECT, reading `live_session.session_id`
 * and `live_session.user_id`, so that a protected read is one round trip.
 *
 * The refresh tests the table's own `last_seen_at`, not the snapshot's: overlapping requests of one
 * session all read the old value, and under READ COMMITTED the ones that waited for the first's row
 * lock re-check the WHERE against the row it wrote — and skip, instead of each writing it again.
 */
export const liveSessionCte = (
  tokenHash: string | Placeholder,
  idleMinutes: number | Placeholder,
): SQL => sql`
  with live_session as (
    select ${sessions.id} as session_id, ${sessions.userId} as user_id
    from ${sessions}
    where ${sessions.tokenHash} = ${tokenHash}
      and ${sessions.expiresAt} > now()
      and ${sessions.lastSeenAt} > now() - make_interval(mins => ${idleMinutes}::int)
  ), touched as (
    update ${sessions} set last_seen_at = now()
    from live_session
    where ${sessions.id} = live_session.session_id
      and ${sessions.lastSeenAt} < now() - make_interval(secs => ${TOUCH_EVERY_SECONDS}::int)
    returning 1
  )`;

export const createSessionsRepository = (database: Database) => {
  // Every protected request runs this: prepared once per pooled connection (no parsing or planning
  // per request on PostgreSQL), still read from the table each time, so a logged-out token is
  // refused at once on every instance.
  const findLiveStatement = database.statement<SessionRow>(
    'sessions_find_live',
    sql`${liveSessionCte(sql.placeholder('tokenHash'), sql.placeholder('idleMinutes'))}
      select session_id, user_id from live_session`,
  );
  return {
    async insert(
      tokenHash: string,
      userId: number,
      absoluteHours: number,
    ): Promise<{ id: number; expiresAt: Date }> {
      const [row] = await database.db
        .insert(sessions)
        .values({
          tokenHash,
          userId,
          expiresAt: sql`now() + make_interval(hours => ${absoluteHours}::int)`,
        })
        .returning({ id: sessions.id, expiresAt: sessions.expiresAt });
      if (!row) throw new Error('Session insert returned no row');
      return row;
    },

    async findLive(tokenHash: string, idleMinutes: number): Promise<SessionRow | null> {
      const rows = await findLiveStatement({ tokenHash, idleMinutes });
      return rows[0] ?? null;
    },

    async deleteByTokenHash(tokenHash: string): Promise<void> {
      await database.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    async deleteForUser(userId: number): Promise<void> {
      await database.db.delete(sessions).where(eq(sessions.userId, userId));
    },
  };
};

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
