import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { liveSessionCte } from '../accounts/sessions-repository';

export interface UnreadCountsRow extends Record<string, unknown> {
  session_id: number;
  user_id: number;
  unread: number;
  pending: number;
  cancelled: number;
}

export const createMessagesRepository = (database: Database) => {
  // The header's counts are read on every page: a prepared statement, like the session check alone.
  const unreadCounts = database.statement<UnreadCountsRow>(
    'messages_unread_counts_for_token',
    sql`
      ${liveSessionCte(sql.placeholder('tokenHash'), sql.placeholder('idleMinutes'))}
      select s.session_id, s.user_id,
        count(o.id)::int as unread,
        count(o.id) filter (where o.status in ('pending', 'unpaid'))::int as pending,
        count(o.id) filter (where o.status = 'cancelled')::int as cancelled
      from live_session s
      left join ${orders} o on o.user_id = s.user_id and o.unseen_status is not null
      group by s.session_id, s.user_id`,
  );
  return {
    /**
     * The session check and the unread counts in one statement (null: no live session): orders whose
     * status change the user has not seen yet (opening the order or its tab clears it).
     */
    async unreadCountsForToken(tokenHash: string, idleMinutes: number): Promise<UnreadCountsRow | null> {
      const rows = await unreadCounts({ tokenHash, idleMinutes });
      return rows[0] ?? null;
    },
  };
};

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
