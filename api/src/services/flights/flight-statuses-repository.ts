import type { FlightStatus } from '@portal/shared/contracts/flights';
import { gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { flightStatuses } from '../../db/schema';

/** A flight's status on a date, as stored. */
export interface StoredFlightStatus {
  flightNumber: string;
  date: string;
  status: FlightStatus;
  /** 0 unless delayed. */
  delayMinutes: number;
  updatedAt: Date;
}

/**
 * What the flight provider reports beyond the timetable (cancelled, delayed), in the database so
 * that every API instance sees the same. The sandbox's control route sets it; a real flight-data
 * adapter would write the same rows from its feed.
 */
export const createFlightStatuses = (database: Database) => {
  const columns = {
    flightNumber: flightStatuses.flightNumber,
    date: flightStatuses.flightDate,
    status: flightStatuses.status,
    delayMinutes: flightStatuses.delayMinutes,
    updatedAt: flightStatuses.updatedAt,
  };
  return {
    /** Sets the flight's status on its date (the last word wins); answers it as stored. */
    async set(flightNumber: string, date: string, status: FlightStatus, delayMinutes: number) {
      const delay = status === 'delayed' ? delayMinutes : 0;
      const [row] = await database.db
        .insert(flightStatuses)
        .values({ flightNumber, flightDate: date, status, delayMinutes: delay })
        .onConflictDoUpdate({
          target: [flightStatuses.flightNumber, flightStatuses.flightDate],
          set: { status, delayMinutes: delay, updatedAt: sql`now()` },
        })
        .returning(columns);
      if (!row) throw new Error('flight status upsert returned no row');
      return row satisfies StoredFlightStatus;
    },

    /** Every flight status on a date from `date` on (flights of upcoming bookings). */
    from: (date: string): Promise<StoredFlightStatus[]> =>
      database.db.select(columns).from(flightStatuses).where(gte(flightStatuses.flightDate, date)),
  };
};

export type FlightStatuses = ReturnType<typeof createFlightStatuses>;
