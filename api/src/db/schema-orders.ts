/**
 * The booking spine's tables (DESIGN §6a), one set for every service, and each service's detail
 * table. Re-exported by schema.ts (one schema, one migrations folder).
 */
import { BOOKING_SERVICE_KEYS, type BookingService } from '@portal/shared/contracts';
import {
  AIR_TICKET_TYPES,
  ASSISTANT_LEVELS,
  ASSISTANT_SERVICE_TYPES,
  type AssistantFeature,
  TRANSPORT_MODES,
} from '@portal/shared/contracts/airport-assistant';
import {
  CANCEL_REASONS,
  type CancelReason,
  ORDER_STATUSES,
  type OrderStatus,
  type PriceLine,
} from '@portal/shared/contracts/bookings';
import type { FlightLeg } from '@portal/shared/contracts/flights';
import {
  CAR_TYPES,
  PLACE_KINDS,
  REQUEST_REASONS,
  TRIP_DIRECTIONS,
} from '@portal/shared/contracts/transport-values';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './schema-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const instant = (name: string) => timestamp(name, { withTimezone: true });
const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** The service column of every spine table, checked against the one service table of `@portal/shared`. */
const serviceColumn = () => text('service', { enum: BOOKING_SERVICE_KEYS }).$type<BookingService>().notNull();

/**
 * A booking wizard's progress on the server, under the specification's booking uuid: what each
 * step saved (`data`, the service's own shape), the password re-check's single-use proof (hashed,
 * short-lived), and the order once placed — so that placing twice answers the same order.
 */
export const bookingDrafts = pgTable(
  'booking_drafts',
  {
    uuid: text('uuid').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    service: serviceColumn(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    proofHash: text('proof_hash'),
    proofExpiresAt: instant('proof_expires_at'),
    orderNo: text('order_no'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [
    index('booking_drafts_user_idx').on(t.userId),
    check('booking_drafts_service_check', sql`${t.service} in (${inList(BOOKING_SERVICE_KEYS)})`),
  ],
);

/** Every booking of every service: the bookings pages, payments, cancellation and jobs work on this alone. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Short and unambiguous, e.g. `FT-7K3D9Q`. */
    orderNo: text('order_no').notNull().unique(),
    /** The specification's booking uuid (the draft it was placed from). */
    uuid: text('uuid').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    service: serviceColumn(),
    status: text('status', { enum: ORDER_STATUSES }).$type<OrderStatus>().notNull(),
    /** False for a transport booking request (quoted by an operator). */
    isNormal: boolean('is_normal').notNull().default(true),
    airportCode: text('airport_code').notNull(),
    /** Kept with the order so the bookings list needs no service's table: the airport and the lane or pick-up. */
    airportName: text('airport_name').notNull().default(''),
    place: text('place').notNull().default(''),
    /** The service instant, and the airport's IANA zone to show it in. */
    serviceAt: instant('service_at').notNull(),
    timeZone: text('time_zone').notNull(),
    /** What is charged, in minor units (0 when a complimentary use covers it). */
    total: integer('total').notNull(),
    currency: text('currency').notNull(),
    priceLines: jsonb('price_lines').$type<PriceLine[]>().notNull(),
    priceReason: text('price_reason').notNull(),
    /** The programme year whose complimentary use this order took; null when it took none. */
    entitlementYear: integer('entitlement_year'),
    /** An unpaid order holds its place until then; afterwards it expires. */
    payBefore: instant('pay_before'),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /** A status change the user has not seen yet (for `/order/msg`), cleared when they open the order. */
    unseenStatus: text('unseen_status', { enum: ORDER_STATUSES }).$type<OrderStatus>(),
    paidAt: instant('paid_at'),
    cancelledAt: instant('cancelled_at'),
    /** Why it was cancelled (null for orders cancelled before reasons were kept). */
    cancelReason: text('cancel_reason', { enum: CANCEL_REASONS }).$type<CancelReason>(),
    expiredAt: instant('expired_at'),
    completedAt: instant('completed_at'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_service_at_idx').on(t.userId, t.serviceAt),
    index('orders_user_unseen_idx').on(t.userId).where(sql`${t.unseenStatus} is not null`),
    index('orders_unpaid_pay_before_idx').on(t.payBefore).where(sql`${t.status} = 'unpaid'`),
    check('orders_service_check', sql`${t.service} in (${inList(BOOKING_SERVICE_KEYS)})`),
    check('orders_status_check', sql`${t.status} in (${inList(ORDER_STATUSES)})`),
    check(
      'orders_cancel_reason_check',
      sql`${t.cancelReason} is null or ${t.cancelReason} in (${inList(CANCEL_REASONS)})`,
    ),
    check('orders_total_check', sql`${t.total} >= 0`),
    check('orders_refunded_check', sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.total}`),
  ],
);

/**
 * Complimentary uses taken, per user, service and programme year; the yearly total comes from the
 * card level (`entitlements`). Taken by one conditional update, so the last use goes to one booking.
 */
export const entitlementUses = pgTable(
  'entitlement_uses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    service: serviceColumn(),
    year: integer('year').notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.service, t.year] }),
    check('entitlement_uses_used_check', sql`${t.used} >= 0`),
    check('entitlement_uses_service_check', sql`${t.service} in (${inList(BOOKING_SERVICE_KEYS)})`),
  ],
);

/** Fast Track's detail of an order. */
export const fastTrackOrders = pgTable('fast_track_orders', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  laneCode: text('lane_code').notNull(),
  /** The airport's local date and slot, as the cardholder chose them. */
  localDate: text('local_date').notNull(),
  localTime: text('local_time').notNull(),
  endTime: text('end_time').notNull(),
  flightNumber: text('flight_number').notNull(),
  passengers: jsonb('passengers').$type<Array<{ firstName: string; lastName: string }>>().notNull(),
  /** Printed on the voucher and in its QR code with the order number. */
  verificationCode: text('verification_code').notNull(),
});

/**
 * Seats sold per Fast Track slot. A booking takes its seats with one conditional update
 * (`booked + n <= capacity`), so concurrent orders never sell a slot beyond its capacity.
 */
export const fastTrackSlots = pgTable(
  'fast_track_slots',
  {
    laneCode: text('lane_code').notNull(),
    startsAt: instant('starts_at').notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.laneCode, t.startsAt] }),
    check('fast_track_slots_booked_check', sql`${t.booked} >= 0 and ${t.booked} <= ${t.capacity}`),
  ],
);

/**
 * Airport Assistant's detail of an order: the service as booked (airport, type, level, the
 * features bought), the local date and time at the airport, the flight leg it meets, the party and
 * the contact number for the greeter. No capacity: a greeter is arranged for every booking.
 */
export const airportAssistantOrders = pgTable(
  'airport_assistant_orders',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    airportCode: text('airport_code').notNull(),
    serviceType: text('service_type', { enum: ASSISTANT_SERVICE_TYPES }).notNull(),
    level: text('level', { enum: ASSISTANT_LEVELS }).notNull(),
    features: jsonb('features').$type<AssistantFeature[]>().notNull(),
    /** The airport's local date and time of the service, as the cardholder chose them. */
    localDate: text('local_date').notNull(),
    localTime: text('local_time').notNull(),
    flightNumber: text('flight_number').notNull(),
    /** The flight's date as entered (departure, local at its first airport). */
    flightDate: text('flight_date').notNull(),
    /** The leg that lands at (arrival) or leaves (departure) the airport, as the schedule gave it. */
    flight: jsonb('flight').$type<FlightLeg>().notNull(),
    ticketType: text('ticket_type', { enum: AIR_TICKET_TYPES }).notNull(),
    transportMode: text('transport_mode', { enum: TRANSPORT_MODES }).notNull(),
    luggage: integer('luggage').notNull(),
    passengers: jsonb('passengers').$type<Array<{ firstName: string; lastName: string }>>().notNull(),
    bookingForOther: boolean('booking_for_other').notNull(),
    /** Booked for someone else: the traveller's email, when given (they get the order's mails too). */
    travellerEmail: text('traveller_email'),
    welcomeSign: text('welcome_sign').notNull(),
    notes: text('notes').notNull().default(''),
    mobilePrefix: text('mobile_prefix').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    mobileCountry: text('mobile_country'),
  },
  (t) => [
    check(
      'airport_assistant_orders_service_type_check',
      sql`${t.serviceType} in (${inList(ASSISTANT_SERVICE_TYPES)})`,
    ),
    check('airport_assistant_orders_level_check', sql`${t.level} in (${inList(ASSISTANT_LEVELS)})`),
    check('airport_assistant_orders_luggage_check', sql`${t.luggage} >= 0`),
  ],
);

/**
 * Transport's detail of an order: the trip (both ends as found in the gazetteer, its airport and
 * direction, the road distance), the car (null for a booking request not quoted with one), the
 * party, the flight leg, the passenger and the contact for the driver; for a booking request, why
 * it needed an operator and the operator's quotation.
 */
export const transportOrders = pgTable(
  'transport_orders',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromPlaceId: text('from_place_id').notNull(),
    fromKind: text('from_kind', { enum: PLACE_KINDS }).notNull(),
    fromName: text('from_name').notNull(),
    fromAddress: text('from_address').notNull(),
    fromLat: doublePrecision('from_lat').notNull(),
    fromLng: doublePrecision('from_lng').notNull(),
    fromCountryCode: text('from_country_code'),
    toPlaceId: text('to_place_id').notNull(),
    toKind: text('to_kind', { enum: PLACE_KINDS }).notNull(),
    toName: text('to_name').notNull(),
    toAddress: text('to_address').notNull(),
    toLat: doublePrecision('to_lat').notNull(),
    toLng: doublePrecision('to_lng').notNull(),
    toCountryCode: text('to_country_code'),
    /** The trip's airport (the end that is one; the first when both are). */
    airportCode: text('airport_code').notNull(),
    direction: text('direction', { enum: TRIP_DIRECTIONS }).notNull(),
    distanceKm: integer('distance_km').notNull(),
    /**
     * The airport's local date and time of the pick-up: as the cardholder chose them, moved with
     * the flight's delay for a pick-up at its arrival (as `orders.service_at`).
     */
    localDate: text('local_date').notNull(),
    localTime: text('local_time').notNull(),
    /** The delay of the flight the pick-up follows now (0: as scheduled). */
    flightDelayMinutes: integer('flight_delay_minutes').notNull().default(0),
    /** The pick-up as booked, kept when a delay first moves it (null: never moved). */
    bookedPickupAt: instant('booked_pickup_at'),
    carType: text('car_type', { enum: CAR_TYPES }),
    /** True when the order holds a car of the fleet (given back on cancel or expiry). */
    holdsCar: boolean('holds_car').notNull().default(false),
    adults: integer('adults').notNull(),
    children: integer('children').notNull(),
    luggage: integer('luggage').notNull(),
    childSeat: integer('child_seat').notNull().default(0),
    flightNumber: text('flight_number').notNull(),
    flightDate: text('flight_date').notNull(),
    /** The leg that lands at (fromAirport) or leaves (toAirport) the airport. */
    flight: jsonb('flight').$type<FlightLeg>().notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    bookingForOther: boolean('booking_for_other').notNull(),
    welcomeSign: text('welcome_sign').notNull(),
    notes: text('notes').notNull().default(''),
    mobilePrefix: text('mobile_prefix').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    mobileCountry: text('mobile_country'),
    /** A booking request: why, when an operator quoted it and their note, or why they declined it. */
    requestReason: text('request_reason', { enum: REQUEST_REASONS }),
    quotedAt: instant('quoted_at'),
    quoteNote: text('quote_note'),
    declineReason: text('decline_reason'),
  },
  (t) => [
    check('transport_orders_direction_check', sql`${t.direction} in (${inList(TRIP_DIRECTIONS)})`),
    check(
      'transport_orders_car_type_check',
      sql`${t.carType} is null or ${t.carType} in (${inList(CAR_TYPES)})`,
    ),
    check(
      'transport_orders_request_reason_check',
      sql`${t.requestReason} is null or ${t.requestReason} in (${inList(REQUEST_REASONS)})`,
    ),
    check('transport_orders_child_seat_check', sql`${t.childSeat} between 0 and 1`),
    check('transport_orders_party_check', sql`${t.adults} >= 1 and ${t.children} >= 0 and ${t.luggage} >= 0`),
  ],
);

/** The fleet of an airport per car type, where an operator set it (else the catalogue's default). */
export const transportFleet = pgTable(
  'transport_fleet',
  {
    airportCode: text('airport_code').notNull(),
    carType: text('car_type', { enum: CAR_TYPES }).notNull(),
    cars: integer('cars').notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.airportCode, t.carType] }),
    check('transport_fleet_cars_check', sql`${t.cars} >= 0`),
  ],
);

/**
 * Cars taken per airport, car type and pick-up hour. An order takes one with one conditional
 * update (`booked + 1 <= the fleet`): PostgreSQL re-checks it after waiting for a concurrent
 * order's row lock, so the last car goes to one order.
 */
export const transportFleetUse = pgTable(
  'transport_fleet_use',
  {
    airportCode: text('airport_code').notNull(),
    carType: text('car_type', { enum: CAR_TYPES }).notNull(),
    hourStart: instant('hour_start').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.airportCode, t.carType, t.hourStart] }),
    check('transport_fleet_use_booked_check', sql`${t.booked} >= 0`),
  ],
);

/**
 * Who meets the traveller of a paid Transport or Airport Assistant booking, as operations assign
 * them: the driver (with the car's description and plate) or the greeter (no car). One row per
 * order; a new assignment replaces it. The number is kept as the phone rule normalised it.
 */
export const meetDetails = pgTable(
  'meet_details',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Calling code with its plus sign (`+44`) and the national number, digits only. */
    phonePrefix: text('phone_prefix').notNull(),
    phoneNumber: text('phone_number').notNull(),
    vehicleDescription: text('vehicle_description'),
    vehiclePlate: text('vehicle_plate'),
    assignedAt: instant('assigned_at').notNull().defaultNow(),
  },
  (t) => [
    check('meet_details_vehicle_check', sql`(${t.vehicleDescription} is null) = (${t.vehiclePlate} is null)`),
  ],
);
