import { CAR_TYPES, type CarType } from '@portal/shared/contracts/transport';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { transportFleet, transportFleetUse } from '../../db/schema';
import { DEFAULT_FLEET } from './transport-catalogue';

const HOUR_MS = 3_600_000;

/** The pick-up hour a car is counted in: the hour (of real time) the pick-up instant falls in. */
export const fleetHourOf = (pickupAt: Date): Date =>
  new Date(Math.floor(pickupAt.getTime() / HOUR_MS) * HOUR_MS);

/** The fleet of one car type at an airport, in SQL: the operator's number, else the default. */
const fleetSize = (airportCode: string, carType: CarType) => sql`coalesce(
  (select f.cars from transport_fleet f where f.airport_code = ${airportCode} and f.car_type = ${carType}),
  ${DEFAULT_FLEET[carType]})`;

/** One car of the hour back to the fleet (never below none). */
const releaseCar = (tx: Db, airportCode: string, carType: CarType, hourStart: Date) =>
  tx
    .update(transportFleetUse)
    .set({ booked: sql`greatest(0, ${transportFleetUse.booked} - 1)` })
    .where(
      and(
        eq(transportFleetUse.airportCode, airportCode),
        eq(transportFleetUse.carType, carType),
        eq(transportFleetUse.hourStart, hourStart),
      ),
    );

/**
 * Cars per airport, car type and pick-up hour. Taking one is one conditional update of the hour's
 * row (created on first use), compared against the fleet size in the same statement: of two orders
 * racing for the last car, PostgreSQL lets one through and re-checks the other after its lock.
 */
export const createFleetRepository = (database: Database) => ({
  /** Cars of each type still free at an airport in the pick-up hour. */
  async freeCars(airportCode: string, pickupAt: Date): Promise<Record<CarType, number>> {
    const hour = fleetHourOf(pickupAt);
    const [sizes, used] = await Promise.all([
      database.db
        .select({ carType: transportFleet.carType, cars: transportFleet.cars })
        .from(transportFleet)
        .where(eq(transportFleet.airportCode, airportCode)),
      database.db
        .select({ carType: transportFleetUse.carType, booked: transportFleetUse.booked })
        .from(transportFleetUse)
        .where(and(eq(transportFleetUse.airportCode, airportCode), eq(transportFleetUse.hourStart, hour))),
    ]);
    const size = new Map(sizes.map((row) => [row.carType, row.cars]));
    const booked = new Map(used.map((row) => [row.carType, row.booked]));
    return Object.fromEntries(
      CAR_TYPES.map((type) => [
        type,
        Math.max(0, (size.get(type) ?? DEFAULT_FLEET[type]) - (booked.get(type) ?? 0)),
      ]),
    ) as Record<CarType, number>;
  },

  /** Takes one car of the type in the pick-up hour; false when none is left. */
  async take(tx: Db, airportCode: string, carType: CarType, pickupAt: Date): Promise<boolean> {
    const hourStart = fleetHourOf(pickupAt);
    await tx
      .insert(transportFleetUse)
      .values({ airportCode, carType, hourStart, booked: 0 })
      .onConflictDoNothing();
    const taken = await tx
      .update(transportFleetUse)
      .set({ booked: sql`${transportFleetUse.booked} + 1` })
      .where(
        and(
          eq(transportFleetUse.airportCode, airportCode),
          eq(transportFleetUse.carType, carType),
          eq(transportFleetUse.hourStart, hourStart),
          sql`${transportFleetUse.booked} + 1 <= ${fleetSize(airportCode, carType)}`,
        ),
      )
      .returning({ booked: transportFleetUse.booked });
    return taken.length === 1;
  },

  async giveBack(tx: Db, airportCode: string, carType: CarType, pickupAt: Date): Promise<void> {
    await releaseCar(tx, airportCode, carType, fleetHourOf(pickupAt));
  },

  /**
   * Moves a car an order holds from the hour of one pick-up to the hour of another (a pick-up that
   * follows its flight's delay). It is the same car, already committed to the order: the new hour
   * counts it even when that hour is full, rather than leave the traveller without a car.
   */
  async move(tx: Db, airportCode: string, carType: CarType, fromAt: Date, toAt: Date): Promise<void> {
    const from = fleetHourOf(fromAt);
    const to = fleetHourOf(toAt);
    if (from.getTime() === to.getTime()) return;
    await releaseCar(tx, airportCode, carType, from);
    await tx
      .insert(transportFleetUse)
      .values({ airportCode, carType, hourStart: to, booked: 1 })
      .onConflictDoUpdate({
        target: [transportFleetUse.airportCode, transportFleetUse.carType, transportFleetUse.hourStart],
        set: { booked: sql`${transportFleetUse.booked} + 1` },
      });
  },

  /** Sets the fleet of one car type at an airport (an operator's call); cars already taken stay taken. */
  async setFleet(airportCode: string, carType: CarType, cars: number): Promise<void> {
    await database.db
      .insert(transportFleet)
      .values({ airportCode, carType, cars })
      .onConflictDoUpdate({
        target: [transportFleet.airportCode, transportFleet.carType],
        set: { cars, updatedAt: sql`now()` },
      });
  },
});

export type FleetRepository = ReturnType<typeof createFleetRepository>;
