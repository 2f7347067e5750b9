import { eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentEvents } from '../../db/schema';
import type { EventLedger } from '../../providers/payment-host';

/** Longer than the age past which the webhook refuses an event anyway (24 hours). */
const KEEP_MS = 48 * 3600_000;

/**
 * The webhook's ledger of handled events in the database, so that every API instance refuses an
 * event another one has handled. A claim is one insert (the primary key decides between racing
 * instances); rows past the keeping time go on the way.
 */
export const createPaymentEventsLedger = (database: Database, now: () => number = Date.now): EventLedger => ({
  async claim(eventId) {
    await database.db.delete(paymentEvents).where(lt(paymentEvents.receivedAt, new Date(now() - KEEP_MS)));
    const claimed = await database.db
      .insert(paymentEvents)
      .values({ eventId, receivedAt: new Date(now()) })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    return claimed.length === 1;
  },
  async release(eventId) {
    await database.db.delete(paymentEvents).where(eq(paymentEvents.eventId, eventId));
  },
});
