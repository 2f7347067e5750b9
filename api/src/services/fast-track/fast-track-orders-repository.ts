import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fastTrackOrders } from '../../db/schema';

export type FastTrackOrderRow = typeof fastTrackOrders.$inferSelect;
export type NewFastTrackOrder = typeof fastTrackOrders.$inferInsert;

/** An order's Fast Track detail; null when it has none. */
export const detailOf = async (db: Db, orderId: number): Promise<FastTrackOrderRow | null> => {
  const [row] = await db.select().from(fastTrackOrders).where(eq(fastTrackOrders.orderId, orderId));
  return row ?? null;
};

/** Writes the detail of a placed order (in its placing transaction). */
export const insertDetail = async (tx: Db, detail: NewFastTrackOrder): Promise<void> => {
  await tx.insert(fastTrackOrders).values(detail);
};

/** The orders whose lane is used by this flight (any of its spellings) on the slot's date. */
export const orderIdsOnFlight = async (
  db: Db,
  flight: { spellings: readonly string[]; date: string },
): Promise<number[]> => {
  const rows = await db
    .select({ id: fastTrackOrders.orderId })
    .from(fastTrackOrders)
    .where(
      and(
        inArray(fastTrackOrders.flightNumber, [...flight.spellings]),
        eq(fastTrackOrders.localDate, flight.date),
      ),
    );
  return rows.map((row) => row.id);
};
