/**
 * What the flight schedule says of a flight beyond its timetable: cancelled, or delayed. The
 * sandbox's control route writes it; every API instance reads it (the flight-disruption job).
 * Re-exported by schema.ts (one schema, one migrations folder).
 */
import { FLIGHT_STATUSES } from '@portal/shared/contracts/flights';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per flight and date that is not simply as scheduled (or was not, then is on time again):
 * the flight number as the schedule writes it (`BA117`), the flight's date as the schedule takes it
 * (departure, local at its first airport), and its status with the delay in minutes (0 unless
 * delayed).
 */
export const flightStatuses = pgTable(
  'flight_statuses',
  {
    flightNumber: text('flight_number').notNull(),
    flightDate: text('flight_date').notNull(),
    status: text('status', { enum: FLIGHT_STATUSES }).notNull(),
    delayMinutes: integer('delay_minutes').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.flightNumber, t.flightDate] }),
    index('flight_statuses_date_idx').on(t.flightDate),
    check(
      'flight_statuses_status_check',
      sql`${t.status} in (${sql.raw(FLIGHT_STATUSES.map((status) => `'${status}'`).join(', '))})`,
    ),
    check(
      'flight_statuses_delay_check',
      sql`(${t.status} = 'delayed' and ${t.delayMinutes} > 0) or (${t.status} <> 'delayed' and ${t.delayMinutes} = 0)`,
    ),
  ],
);
