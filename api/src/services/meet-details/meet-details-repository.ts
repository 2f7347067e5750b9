import type { MeetDetails } from '@portal/shared/contracts/meet-details';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { meetDetails, orders } from '../../db/schema';

/** The details as kept: the number normalised by the phone rule, in its two parts. */
export interface StoredMeetDetails {
  name: string;
  phonePrefix: string;
  phoneNumber: string;
  vehicle: { description: string; plate: string } | null;
}

/** The number as the details show it and a `tel:` link is made of: `+44 7700900123`. */
const phoneText = (row: Pick<StoredMeetDetails, 'phonePrefix' | 'phoneNumber'>): string =>
  `${row.phonePrefix} ${row.phoneNumber}`;

/** What the traveller sees of kept details. */
export const shownMeetDetails = (stored: StoredMeetDetails): MeetDetails => ({
  name: stored.name,
  phone: phoneText(stored),
  vehicle: stored.vehicle,
});

const storedOf = (row: typeof meetDetails.$inferSelect): StoredMeetDetails => ({
  name: row.name,
  phonePrefix: row.phonePrefix,
  phoneNumber: row.phoneNumber,
  vehicle:
    row.vehicleDescription !== null && row.vehiclePlate !== null
      ? { description: row.vehicleDescription, plate: row.vehiclePlate }
      : null,
});

const sameDetails = (a: StoredMeetDetails, b: StoredMeetDetails): boolean =>
  a.name === b.name &&
  a.phonePrefix === b.phonePrefix &&
  a.phoneNumber === b.phoneNumber &&
  a.vehicle?.description === b.vehicle?.description &&
  a.vehicle?.plate === b.vehicle?.plate;

/** The driver or greeter of an order as the traveller sees them; null while none is assigned. */
export const meetDetailsOf = async (db: Db, orderId: number): Promise<MeetDetails | null> => {
  const [row] = await db.select().from(meetDetails).where(eq(meetDetails.orderId, orderId));
  return row ? shownMeetDetails(storedOf(row)) : null;
};

/**
 * Keeps the order's details, replacing any before: `assigned` (there were none), `replaced`, or
 * `unchanged` (they were these already; nothing written). Call it with the order's row locked, so
 * that two assignments of one order take turns.
 */
export const saveMeetDetails = async (
  tx: Db,
  orderId: number,
  details: StoredMeetDetails,
): Promise<'assigned' | 'replaced' | 'unchanged'> => {
  const [row] = await tx.select().from(meetDetails).where(eq(meetDetails.orderId, orderId));
  const previous = row ? storedOf(row) : null;
  if (previous && sameDetails(previous, details)) return 'unchanged';
  const values = {
    name: details.name,
    phonePrefix: details.phonePrefix,
    phoneNumber: details.phoneNumber,
    vehicleDescription: details.vehicle?.description ?? null,
    vehiclePlate: details.vehicle?.plate ?? null,
  };
  await tx
    .insert(meetDetails)
    .values({ orderId, ...values })
    .onConflictDoUpdate({ target: meetDetails.orderId, set: { ...values, assignedAt: sql`now()` } });
  return previous ? 'replaced' : 'assigned';
};

/**
 * The order an assignment is for, by its number, locked for the transaction (a cancellation or
 * another assignment of it waits); undefined when there is none.
 */
export const lockOrderForMeet = async (tx: Db, orderNo: string) => {
  const [row] = await tx
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      userId: orders.userId,
      service: orders.service,
      status: orders.status,
      serviceAt: orders.serviceAt,
      timeZone: orders.timeZone,
    })
    .from(orders)
    .where(eq(orders.orderNo, orderNo))
    .for('update');
  return row;
};
