import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { fastTrackSlots } from '../../db/schema';

/**
 * Seats sold per Fast Track slot. Taking seats is one conditional update on the slot's row
 * (created on first use with the lane's capacity): PostgreSQL re-checks `booked + n <= capacity`
 * after waiting for a concurrent order's lock, so a slot is never sold beyond its capacity.
 */
export const createSlotsRepository = (database: Database) => ({
  /** Seats booked per slot start (ms since epoch) for a lane between two instants. */
  async bookedBetween(laneCode: string, from: Date, until: Date): Promise<Map<number, number>> {
    const rows = await database.db
      .select({ startsAt: fastTrackSlots.startsAt, booked: fastTrackSlots.booked })
      .from(fastTrackSlots)
      .where(
        and(
          eq(fastTrackSlots.laneCode, laneCode),
          gte(fastTrackSlots.startsAt, from),
          lt(fastTrackSlots.startsAt, until),
        ),
      );
    return new Map(rows.map((row) => [row.startsAt.getTime(), row.booked]));
  },

  /** Takes `seats` of the slot; false when fewer are left. */
  async take(tx: Db, laneCode: string, startsAt: Date, capacity: number, seats: number): Promise<boolean> {
    await tx.insert(fastTrackSlots).values({ laneCode, startsAt, capacity, booked: 0 }).onConflictDoNothing();
    const taken = await tx
      .update(fastTrackSlots)
      .set({ booked: sql`${fastTrackSlots.booked} + ${seats}` })
      .where(
        and(
          eq(fastTrackSlots.laneCode, laneCode),
          eq(fastTrackSlots.startsAt, startsAt),
          sql`${fastTrackSlots.booked} + ${seats} <= ${fastTrackSlots.capacity}`,
        ),
      )
      .returning({ booked: fastTrackSlots.booked });
    return taken.length === 1;
  },

  async giveBack(tx: Db, laneCode: string, startsAt: Date, seats: number): Promise<void> {
    await tx
      .update(fastTrackSlots)
      .set({ booked: sql`greatest(0, ${fastTrackSlots.booked} - ${seats})` })
      .where(and(eq(fastTrackSlots.laneCode, laneCode), eq(fastTrackSlots.startsAt, startsAt)));
  },
});

export type SlotsRepository = ReturnType<typeof createSlotsRepository>;
