import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { userMessages } from '../db/schema';
import { liveSessionCte } from './sessions-repository';

export interface UnreadCountsRow extends Record<string, unknown> {
  session_id: number;
  user_id: number;
  unread: number;
  pending: number;
  cancelled: number;
}

export const createMessagesRepository = (database: Database) => ({
  /** The session check and the unread counts in one statement (null: no live session). */
  async unreadCountsForToken(tokenHash: string, idleMinutes: number): Promise<UnreadCountsRow | null> {
    const rows = await database.rows<UnreadCountsRow>(sql`
      ${liveSessionCte(tokenHash, idleMinutes)}
      select s.session_id, s.user_id,
        count(m.id)::int as unread,
        count(m.id) filter (where m.kind = 'pending')::int as pending,
        count(m.id) filter (where m.kind = 'cancelled')::int as cancelled
      from live_session s
      left join ${userMessages} m on m.user_id = s.user_id and m.read_at is null
      group by s.session_id, s.user_id`);
    return rows[0] ?? null;
  },
});

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
