import type { BookingService } from '@portal/shared/contracts';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { bookingDrafts } from '../../db/schema';

/** A draft lives this long after its last change (a wizard left overnight starts again). */
const DRAFT_LIFETIME_HOURS = 24;

export interface DraftRow {
  uuid: string;
  userId: number;
  service: BookingService;
  data: Record<string, unknown>;
  orderNo: string | null;
}

/** The wizards' drafts on the server, always looked up with their owner (never by uuid alone). */
export const createDraftsRepository = (database: Database) => {
  const { db } = database;
  const live = (userId: number, service: BookingService, uuid: string) =>
    and(
      eq(bookingDrafts.uuid, uuid),
      eq(bookingDrafts.userId, userId),
      eq(bookingDrafts.service, service),
      gt(bookingDrafts.expiresAt, sql`now()`),
    );
  const expiry = sql`now() + make_interval(hours => ${DRAFT_LIFETIME_HOURS})`;

  return {
    async find(userId: number, service: BookingService, uuid: string, tx: Db = db): Promise<DraftRow | null> {
      const [row] = await tx
        .select({
          uuid: bookingDrafts.uuid,
          userId: bookingDrafts.userId,
          service: bookingDrafts.service,
          data: bookingDrafts.data,
          orderNo: bookingDrafts.orderNo,
        })
        .from(bookingDrafts)
        .where(live(userId, service, uuid));
      return row ?? null;
    },

    /**
     * Creates the draft, or merges `patch` into the caller's live, unplaced draft. False when the
     * uuid belongs to someone else, another service, an expired draft or a placed order.
     */
    async save(
      userId: number,
      service: BookingService,
      uuid: string,
      patch: Record<string, unknown>,
    ): Promise<boolean> {
      const rows = await database.rows<{ uuid: string }>(sql`
        insert into booking_drafts (uuid, user_id, service, data, expires_at)
        values (${uuid}, ${userId}, ${service}, ${JSON.stringify(patch)}::jsonb, ${expiry})
        on conflict (uuid) do update set
          data = booking_drafts.data || excluded.data,
          updated_at = now(),
          expires_at = ${expiry},
          proof_hash = null,
          proof_expires_at = null
        where booking_drafts.user_id = ${userId}
          and booking_drafts.service = ${service}
          and booking_drafts.order_no is null
          and booking_drafts.expires_at > now()
        returning uuid`);
      return rows.length === 1;
    },

    /** Notes something about the draft (what its review showed) without resetting its steps or proof. */
    async note(userId: number, service: BookingService, uuid: string, patch: Record<string, unknown>) {
      await db
        .update(bookingDrafts)
        .set({ data: sql`${bookingDrafts.data} || ${JSON.stringify(patch)}::jsonb` })
        .where(live(userId, service, uuid));
    },

    async setProof(
      userId: number,
      service: BookingService,
      uuid: string,
      proofHash: string,
      seconds: number,
    ) {
      const updated = await db
        .update(bookingDrafts)
        .set({ proofHash, proofExpiresAt: sql`now() + make_interval(secs => ${seconds})` })
        .where(live(userId, service, uuid))
        .returning({ uuid: bookingDrafts.uuid });
      return updated.length === 1;
    },

    /**
     * Uses the proof up, in the placing transaction: true once for a matching, unexpired proof.
     * A second placement with the same proof finds nothing to use.
     */
    async consumeProof(tx: Db, userId: number, service: BookingService, uuid: string, proofHash: string) {
      const used = await tx
        .update(bookingDrafts)
        .set({ proofHash: null, proofExpiresAt: null })
        .where(
          and(
            live(userId, service, uuid),
            eq(bookingDrafts.proofHash, proofHash),
            gt(bookingDrafts.proofExpiresAt, sql`now()`),
          ),
        )
        .returning({ uuid: bookingDrafts.uuid });
      return used.length === 1;
    },

    /** Keeps a placed draft (its password re-check) alive until `until`: a booking request is paid days later. */
    async keepUntil(tx: Db, uuid: string, until: Date): Promise<void> {
      await tx
        .update(bookingDrafts)
        .set({ expiresAt: sql`greatest(${bookingDrafts.expiresAt}, ${until})` })
        .where(eq(bookingDrafts.uuid, uuid));
    },

    /** The draft is no longer placed as `orderNo` (a placement taken back): it can be placed again. */
    async unmarkPlaced(tx: Db, uuid: string, orderNo: string): Promise<void> {
      await tx
        .update(bookingDrafts)
        .set({ orderNo: null, updatedAt: sql`now()` })
        .where(and(eq(bookingDrafts.uuid, uuid), eq(bookingDrafts.orderNo, orderNo)));
    },

    async markPlaced(tx: Db, uuid: string, orderNo: string): Promise<void> {
      await tx
        .update(bookingDrafts)
        .set({ orderNo, updatedAt: sql`now()` })
        .where(eq(bookingDrafts.uuid, uuid));
    },
  };
};

export type DraftsRepository = ReturnType<typeof createDraftsRepository>;
