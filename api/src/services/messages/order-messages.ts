import type { EndpointResult, orderMsg } from '@portal/shared/contracts';
import type { AuthenticatedSession } from '../sessions';
import type { MessagesRepository } from './messages-repository';

type UnreadCounts = EndpointResult<typeof orderMsg>;

/**
 * The header badge counts. `unreadMsgNum` counts every unread notice; `pendingMsgNum` and
 * `cancelledMsgNum` the unread ones about pending requests and cancellations.
 */
export const createOrderMessagesService = (repository: MessagesRepository, idleMinutes: number) => ({
  /** Checks the session and counts in one database round trip; null when the session is not live. */
  async countsForSession(
    tokenHash: string,
  ): Promise<{ session: AuthenticatedSession; data: UnreadCounts } | null> {
    const row = await repository.unreadCountsForToken(tokenHash, idleMinutes);
    if (!row) return null;
    return {
      session: { sessionId: row.session_id, userId: row.user_id },
      data: {
        isUnread: row.unread > 0,
        unreadMsgNum: row.unread,
        pendingMsgNum: row.pending,
        cancelledMsgNum: row.cancelled,
      },
    };
  },
});

export type OrderMessagesService = ReturnType<typeof createOrderMessagesService>;
