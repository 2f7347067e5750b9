import type { CarType, RequestReason } from '@portal/shared/contracts/transport';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { orders, transportOrders, users } from '../../db/schema';

export type TransportOrderRow = typeof transportOrders.$inferSelect;
export type NewTransportOrder = typeof transportOrders.$inferInsert;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** An order's Transport detail; null when it has none. */
export const detailOf = async (db: Db, orderId: number): Promise<TransportOrderRow | null> => {
  const [row] = await db.select().from(transportOrders).where(eq(transportOrders.orderId, orderId));
  return row ?? null;
};

/** Writes the detail of a placed order (in its placing transaction). */
export const insertDetail = async (tx: Db, detail: NewTransportOrder): Promise<void> => {
  await tx.insert(transportOrders).values(detail);
};

/**
 * The order stops holding its car (once: the row says whether it held one); what the car was, to
 * give it back to its airport and hour. Undefined when it held none.
 */
export const dropCarHold = async (tx: Db, orderId: number) => {
  const [row] = rowsOf<{ airport_code: string; car_type: CarType | null; service_at: Date | string }>(
    await tx.execute(sql`
        update transport_orders t set holds_car = false
        from orders o
        where t.order_id = ${orderId} and o.id = t.order_id and t.holds_car
        returning t.airport_code, t.car_type, o.service_at`),
  );
  return row;
};

/** The orders kept for a flight (any of its spellings) on its date. */
export const orderIdsOnFlight = async (
  db: Db,
  flight: { spellings: readonly string[]; date: string },
): Promise<number[]> => {
  const rows = await db
    .select({ id: transportOrders.orderId })
    .from(transportOrders)
    .where(
      and(
        inArray(transportOrders.flightNumber, [...flight.spellings]),
        eq(transportOrders.flightDate, flight.date),
      ),
    );
  return rows.map((row) => row.id);
};

export interface PendingRequestRow extends Record<string, unknown> {
  order_no: string;
  request_reason: RequestReason;
  from_name: string;
  to_name: string;
  airport_code: string;
  service_at: Date | string;
  time_zone: string;
  adults: number;
  children: number;
  luggage: number;
  distance_km: number;
  currency: string;
  created_at: Date | string;
}

/** The booking requests waiting for a quotation, soonest service first. */
export const pendingRequests = (database: Database) =>
  database.rows<PendingRequestRow>(sql`
        select o.order_no, t.request_reason, t.from_name, t.to_name, t.airport_code, o.service_at,
          o.time_zone, t.adults, t.children, t.luggage, t.distance_km, o.currency, o.created_at
        from orders o join ${transportOrders} t on t.order_id = o.id
        where o.service = 'transport' and o.status = 'pending' and t.request_reason is not null
        order by o.service_at asc, o.id asc`);

export interface RequestToQuoteRow extends Record<string, unknown> {
  id: number;
  status: string;
  service_at: Date | string;
  time_zone: string;
  email: string;
  first_name: string;
  language: string;
  mobile_prefix: string | null;
  mobile_number: string | null;
}

/** A Transport order by its number, with its account holder's contact details. */
export const requestToQuote = async (database: Database, orderNo: string) => {
  const [found] = await database.rows<RequestToQuoteRow>(sql`
        select o.id, o.status, o.service_at, o.time_zone, u.email, u.first_name, u.language,
          u.mobile_prefix, u.mobile_number
        from orders o join users u on u.id = o.user_id
        where o.order_no = ${orderNo} and o.service = 'transport'`);
  return found;
};

/** Who travels on a request and its route: what telling them of a quotation or a decline needs. */
export interface RequestTraveller {
  from_name: string;
  to_name: string;
  first_name: string;
  email: string;
  mobile_prefix: string;
  mobile_number: string;
}

const TRAVELLER = sql.raw('from_name, to_name, first_name, email, mobile_prefix, mobile_number');

/** Notes the quotation on the request's detail (the car type when the operator chose one); who travels. */
export const markQuoted = async (tx: Db, orderId: number, note: string | null, carType: CarType | null) => {
  const [detail] = rowsOf<RequestTraveller>(
    await tx.execute(sql`
              update transport_orders set quoted_at = now(), quote_note = ${note},
                car_type = coalesce(${carType}, car_type)
              where order_id = ${orderId}
              returning ${TRAVELLER}`),
  );
  return detail;
};

/** Keeps why operations declined a request, for its booking page; who travels. */
export const markDeclined = async (tx: Db, orderId: number, reason: string) => {
  const [detail] = rowsOf<RequestTraveller>(
    await tx.execute(sql`
              update transport_orders set decline_reason = ${reason}
              where order_id = ${orderId}
              returning ${TRAVELLER}`),
  );
  return detail;
};

/** The open pick-ups at this flight's arrival on its date that do not follow `delayMinutes` yet. */
export const pickupsToFollow = (
  database: Database,
  flight: { spellings: readonly string[]; date: string },
  delayMinutes: number,
  after: Date,
) =>
  database.rows<{ order_id: number; order_no: string }>(sql`
        select t.order_id, o.order_no from transport_orders t join orders o on o.id = t.order_id
        where t.direction = 'fromAirport' and t.flight_date = ${flight.date}
          and t.flight_number in (${sql.join(
            flight.spellings.map((spelling) => sql`${spelling}`),
            sql`, `,
          )})
          and t.flight_delay_minutes <> ${delayMinutes}
          and o.status in ('paid', 'unpaid', 'pending') and o.service_at > ${after}
        order by t.order_id`);

/**
 * The pick-up follows `delayMinutes` (keeping the time booked): a conditional update, undefined
 * when it already does or is no longer open; the times and the order it changed.
 */
export const followDelay = async (tx: Db, orderId: number, delayMinutes: number) => {
  const [moved] = rowsOf<{
    previous_at: Date | string;
    booked_at: Date | string;
    time_zone: string;
    order_no: string;
    status: string;
    user_id: number;
  }>(
    await tx.execute(sql`
          update transport_orders t
          set booked_pickup_at = coalesce(t.booked_pickup_at, o.service_at), flight_delay_minutes = ${delayMinutes}
          from orders o
          where t.order_id = ${orderId} and o.id = t.order_id and t.direction = 'fromAirport'
            and t.flight_delay_minutes <> ${delayMinutes} and o.status in ('paid', 'unpaid', 'pending')
          returning o.service_at as previous_at, t.booked_pickup_at as booked_at, o.time_zone,
            o.order_no, o.status, o.user_id`),
  );
  return moved;
};

/** The order's pick-up time, on the order and (as local date and time) on its detail. */
export const movePickup = async (
  tx: Db,
  orderId: number,
  pickupAt: Date,
  local: { date: string; time: string },
): Promise<void> => {
  await tx.update(orders).set({ serviceAt: pickupAt, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
  await tx
    .update(transportOrders)
    .set({ localDate: local.date, localTime: local.time })
    .where(eq(transportOrders.orderId, orderId));
};

/** Who hears of a moved pick-up: the account holder's address, name and language. */
export const holderOf = async (tx: Db, userId: number) => {
  const [user] = await tx
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return user;
};
