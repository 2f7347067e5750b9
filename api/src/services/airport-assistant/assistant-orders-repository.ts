import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { airportAssistantOrders } from '../../db/schema';

export type AssistantOrderRow = typeof airportAssistantOrders.$inferSelect;
export type NewAssistantOrder = typeof airportAssistantOrders.$inferInsert;

/** An order's Airport Assistant detail; null when it has none. */
export const detailOf = async (db: Db, orderId: number): Promise<AssistantOrderRow | null> => {
  const [row] = await db
    .select()
    .from(airportAssistantOrders)
    .where(eq(airportAssistantOrders.orderId, orderId));
  return row ?? null;
};

/** Writes the detail of a placed order (in its placing transaction). */
export const insertDetail = async (tx: Db, detail: NewAssistantOrder): Promise<void> => {
  await tx.insert(airportAssistantOrders).values(detail);
};

/** The orders kept for a flight (any of its spellings) on its date. */
export const orderIdsOnFlight = async (
  db: Db,
  flight: { spellings: readonly string[]; date: string },
): Promise<number[]> => {
  const rows = await db
    .select({ id: airportAssistantOrders.orderId })
    .from(airportAssistantOrders)
    .where(
      and(
        inArray(airportAssistantOrders.flightNumber, [...flight.spellings]),
        eq(airportAssistantOrders.flightDate, flight.date),
      ),
    );
  return rows.map((row) => row.id);
};
