import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { mailOutbox, type StoredAttachment } from '../../db/schema';
import type { MailAttachment, MailMessage } from '../../providers/mail/mail-transport';
import type { DueQueueStore } from '../jobs/due-queue';

export type OutboxRow = typeof mailOutbox.$inferSelect;

const leaseEnd = (ms: number) => sql`now() + (${ms}::integer * interval '1 millisecond')`;

/** jsonb holds text: bytes travel as base64. */
const storedAttachment = ({ filename, contentType, content }: MailAttachment): StoredAttachment =>
  typeof content === 'string'
    ? { filename, contentType, content, encoding: 'utf8' }
    : { filename, contentType, content: Buffer.from(content).toString('base64'), encoding: 'base64' };

const attachmentOf = ({ filename, contentType, content, encoding }: StoredAttachment): MailAttachment => ({
  filename,
  contentType,
  content: encoding === 'base64' ? new Uint8Array(Buffer.from(content, 'base64')) : content,
});

/** The stored message, as the transport sends it. */
export const messageOf = (row: OutboxRow): MailMessage => ({
  to: row.recipient,
  subject: row.subject,
  text: row.text,
  html: row.html,
  ...(row.replyTo ? { replyTo: row.replyTo } : {}),
  ...(row.attachments.length > 0 ? { attachments: row.attachments.map(attachmentOf) } : {}),
});

/** The `mail_outbox` table: adding mail, and the claims and outcomes of the runner. */
export const createMailOutbox = (database: Database) => {
  const { db } = database;
  const claimedBy = (row: OutboxRow) =>
    and(eq(mailOutbox.id, row.id), eq(mailOutbox.attempts, row.attempts), eq(mailOutbox.status, 'pending'));

  const store: DueQueueStore<OutboxRow, void> = {
    async claim(limit, leaseMs) {
      const due = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
        .orderBy(mailOutbox.nextAttemptAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: leaseEnd(leaseMs) })
        .where(inArray(mailOutbox.id, due))
        .returning();
    },
    async succeeded(row) {
      // A sent row keeps who, what and when; its body goes at once (reset codes travel in bodies).
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: sql`now()`, text: '', html: '', attachments: [], lastError: null })
        .where(claimedBy(row));
    },
    async failed(row, reason, retryInMs) {
      await db
        .update(mailOutbox)
        .set(
          retryInMs === null
            ? { status: 'dead', lastError: reason }
            : { lastError: reason, nextAttemptAt: leaseEnd(retryInMs) },
        )
        .where(claimedBy(row));
    },
  };

  return {
    store,
    /** Stores a message to send; `into` may be a transaction (the mail then exists only if it commits). */
    async add(message: MailMessage, into: Db = db): Promise<number> {
      const [row] = await into
        .insert(mailOutbox)
        .values({
          recipient: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          replyTo: message.replyTo ?? null,
          attachments: (message.attachments ?? []).map(storedAttachment),
        })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('mail outbox: insert answered no row');
      return row.id;
    },
  };
};
