/**
 * Transport Services (airport transfers): the `/transport/*` calls of the specification on the
 * booking spine (`defineBookingSpine`), the address search `/maps/search`, booking requests quoted
 * by an operator, and the order detail `/order/limo-detail`. Imported as
 * `@portal/shared/contracts/transport`.
 */
import { z } from 'zod';
import { SERVICE_POLICY } from '../../policy/service-policy';
import { databaseIdSchema, hostReferenceSchema, textSchema } from '../../validation/safe-text-schema';
import { emailSchema, nameSchema } from '../../validation/schemas';
import { defineEndpoint } from '../endpoint';
import {
  bookingProofSchema,
  bookingUuidSchema,
  defineBookingSpine,
  greetingShape,
  localDateSchema,
  localTimeSchema,
  orderAccountsSchema,
  orderContactSchema,
  orderNoSchema,
  orderSummarySchema,
} from './bookings';
import { contactNumberShape } from './contact-number';
import { flightLegSchema, flightQueryShape, flightSchema, iataCodeSchema } from './flights';
import { meetDetailsSchema } from './meet-details';
import { paymentSessionSchema } from './payments';
import {
  CAR_TYPES,
  PLACE_KINDS,
  REQUEST_REASONS,
  TRANSPORT_ADULTS,
  TRANSPORT_CHILDREN,
  TRANSPORT_LUGGAGE,
  TRIP_DIRECTIONS,
} from './transport-values';

export * from './transport-values';

/** A place's id in the gazetteer: `airport:LHR`, `city:2643743`, `poi:lhr-hilton-t4`. */
export const placeIdSchema = textSchema().regex(
  /^(airport|city|poi):[A-Za-z0-9_-]{1,64}$/,
  'validation.required',
);

/** A place found by `/maps/search`, with what the trip needs: its coordinates and its airport. */
export const placeSchema = z.object({
  id: z.string(),
  kind: z.enum(PLACE_KINDS),
  name: z.string(),
  /** One line: street or area, city, country. */
  address: z.string(),
  countryCode: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  /** The airport's IATA code when the place is an airport, else null. */
  airportCode: z.string().nullable(),
});
export type Place = z.infer<typeof placeSchema>;

/**
 * The address search over the gazetteer (airports, cities, well-known hotels, stations and
 * landmarks), best match first; `near` ranks places close to an airport first. No match: an empty
 * list ('No results found. Please try another address.').
 */
export const mapsSearch = defineEndpoint({
  method: 'POST',
  path: '/maps/search',
  auth: 'user',
  input: z.strictObject({
    keyword: textSchema().min(2, 'validation.required').max(100),
    near: iataCodeSchema.optional(),
    limit: z.number().int().min(1).max(20).optional(),
  }),
  result: z.object({ places: z.array(placeSchema) }),
});

export const transportAirportSchema = z.object({
  code: z.string(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  countryCode: z.string().nullable(),
  timeZone: z.string(),
  currency: z.string().length(3),
});
export type TransportAirport = z.infer<typeof transportAirportSchema>;

/** The airports the fleet serves (a trip from or to another airport can only be a booking request). */
export const transportAirportList = defineEndpoint({
  method: 'POST',
  path: '/transport/airport-list',
  auth: 'user',
  input: z.strictObject({}),
  result: z.object({ airports: z.array(transportAirportSchema) }),
});

/**
 * The leg of a flight at the trip's airport: the one landing there (`fromAirport`) or leaving it
 * (`toAirport`); for an indirect flight, the leg that touches the airport. Else FLIGHT_NOT_LOCATED.
 */
export const searchTransportFlight = defineEndpoint({
  method: 'POST',
  path: '/transport/search-flight',
  auth: 'user',
  input: z.strictObject({
    ...flightQueryShape,
    airportCode: iataCodeSchema,
    direction: z.enum(TRIP_DIRECTIONS),
  }),
  result: z.object({ flight: flightSchema, leg: flightLegSchema }),
});

/** Booking Details (the draft's `bookingDt` and `flightDt`). */
export const transportBookingDetailsShape = {
  from: placeIdSchema,
  to: placeIdSchema,
  flightNumber: flightQueryShape.flightNumber,
  /** The flight's departure date, local at its first airport. */
  flightDate: localDateSchema,
  /** Local at the trip's airport. */
  pickupDate: localDateSchema,
  pickupTime: localTimeSchema,
  adults: z.number().int().min(TRANSPORT_ADULTS.min).max(TRANSPORT_ADULTS.max),
  children: z.number().int().min(TRANSPORT_CHILDREN.min).max(TRANSPORT_CHILDREN.max),
  luggage: z.number().int().min(TRANSPORT_LUGGAGE.min).max(TRANSPORT_LUGGAGE.max),
  /** The user confirmed a pick-up under the policy's `transport.nearDepartureHours` before take-off. */
  confirmNearDeparture: z.boolean().optional(),
};

/** The trip as the API understood it: its ends, its airport, the flight leg and the distance. */
export const transportTripSchema = z.object({
  from: placeSchema,
  to: placeSchema,
  airportCode: z.string(),
  airportName: z.string(),
  direction: z.enum(TRIP_DIRECTIONS),
  /** Road distance (great-circle with a road factor), whole kilometres. */
  distanceKm: z.number().int().nonnegative(),
  /** Included in every fare, and the most a trip may be. */
  standardKm: z.number().int().positive(),
  maxKm: z.number().int().positive(),
  pickupAt: z.string(),
  timeZone: z.string(),
  leg: flightLegSchema,
});
export type TransportTrip = z.infer<typeof transportTripSchema>;

/** One car type for this trip: capacity, the fare (base plus extra mileage), and whether one is free. */
export const carOfferSchema = z.object({
  carType: z.enum(CAR_TYPES),
  passengers: z.number().int().positive(),
  luggage: z.number().int().nonnegative(),
  /** Minor units: the base fare for the standard distance, the extra mileage, and their sum. */
  basePrice: z.number().int().nonnegative(),
  extraMileage: z.number().int().nonnegative(),
  price: z.number().int().nonnegative(),
  currency: z.string().length(3),
});
export type CarOffer = z.infer<typeof carOfferSchema>;

/**
 * Booking Details into the draft (a new uuid when none is given), answered with the cars for the
 * trip. Neither end an airport: ONE_END_AIRPORT; longer than `maxKm`: MILEAGE_EXCEEDED; pick-up
 * under the policy's lead time ahead: BOOKING_TOO_SOON; flight unknown there: FLIGHT_NOT_LOCATED; pick-up before
 * the landing or after the take-off: SERVICE_TIME_OFF_FLIGHT; near the take-off (the policy's) without
 * `confirmNearDeparture`: NEAR_DEPARTURE_UNCONFIRMED; every car taken at that time:
 * NO_CARS_AVAILABLE. A trip that cannot be priced automatically answers no cars and the `request`
 * reason: it may be sent as a booking request. New details reset the later steps.
 */
export const searchTransportCars = defineEndpoint({
  method: 'POST',
  path: '/transport/search-cars',
  auth: 'user',
  input: z.strictObject({ uuid: bookingUuidSchema.optional(), ...transportBookingDetailsShape }),
  result: z.object({
    uuid: bookingUuidSchema,
    trip: transportTripSchema,
    cars: z.array(carOfferSchema),
    request: z.object({ reason: z.enum(REQUEST_REASONS) }).nullable(),
  }),
});

/** The extra mileage of the draft's trip in one car type: how far beyond the standard limit, at what rate. */
export const checkOverKmCharge = defineEndpoint({
  method: 'POST',
  path: '/transport/check-overkm-charge',
  auth: 'user',
  input: z.strictObject({ uuid: bookingUuidSchema, carType: z.enum(CAR_TYPES) }),
  result: z.object({
    distanceKm: z.number().int().nonnegative(),
    standardKm: z.number().int().positive(),
    extraKm: z.number().int().nonnegative(),
    /** Minor units per extra kilometre, and the charge. */
    ratePerKm: z.number().int().nonnegative(),
    charge: z.number().int().nonnegative(),
    currency: z.string().length(3),
  }),
});

/**
 * Select Car into the draft. The car type no longer free at that time: CAR_TYPE_UNAVAILABLE; a
 * group it cannot take: BAD_REQUEST. Resets the later steps when the car changes.
 */
export const selectTransportCar = defineEndpoint({
  method: 'POST',
  path: '/transport/select-car',
  auth: 'user',
  input: z.strictObject({ uuid: bookingUuidSchema, carType: z.enum(CAR_TYPES) }),
  result: z.object({ uuid: bookingUuidSchema, car: carOfferSchema }),
});

/** Passenger Details (the draft's `personDt` and `childSeat`). */
export const transportPassengerShape = {
  firstName: nameSchema,
  lastName: nameSchema,
  email: emailSchema,
  ...greetingShape,
  childSeat: z.number().int().min(0).max(SERVICE_POLICY.transport.maxChildSeats),
  ...contactNumberShape,
};

/**
 * Passenger Details into the draft; the API checks the number with `phoneSchema` ('Number is
 * invalid.': BAD_REQUEST naming `mobileNo`). Needs Booking Details, and a car unless the trip is a
 * booking request.
 */
export const saveTransportPassenger = defineEndpoint({
  method: 'POST',
  path: '/transport/save-passenger',
  auth: 'user',
  input: z.strictObject({ uuid: bookingUuidSchema, ...transportPassengerShape }),
  result: z.object({ uuid: bookingUuidSchema }),
});

/** The spine's calls under the specification's Transport names. */
export const transportSpine = defineBookingSpine('transport', {
  orderReview: '/transport/order-review',
  verifyPwd: '/transport/verify-pwd',
  createOrder: '/transport/booking',
  finishBooking: '/transport/finish-booking',
  cancelBooking: '/transport/cancel-booking',
  resendConfirmEmail: '/transport/resend-confirm-email',
  payBooking: '/transport/pay-booking',
});

/**
 * Sends the draft (Booking Details and Passenger Details) as a booking request: an order `pending`
 * with `isNormal` false, listed under Pending, until an operator quotes it. Only for a trip whose
 * `search-cars` answered a `request` reason (else BAD_REQUEST). Sending the same draft again
 * answers the same request.
 */
export const transportManualBooking = defineEndpoint({
  method: 'POST',
  path: '/transport/manual-booking',
  auth: 'user',
  input: z.strictObject({ uuid: bookingUuidSchema }),
  result: z.object({ orderNo: orderNoSchema, uuid: bookingUuidSchema, status: z.literal('pending') }),
});

/**
 * Pays a quoted request (status `unpaid`, `isNormal` false) with a new card on the host's page.
 * After the quotation's deadline (`SERVICE_POLICY.quotation.expiresHoursBefore`): BOOKING_EXPIRED.
 */
export const transportPayManualBooking = defineEndpoint({
  method: 'POST',
  path: '/transport/pay-manual-booking',
  auth: 'user',
  input: z.strictObject({ orderNo: orderNoSchema }),
  result: z.object({ orderNo: orderNoSchema, uuid: bookingUuidSchema, payment: paymentSessionSchema }),
});

/**
 * Pays a quoted request with a saved card (its host token), after `/transport/verify-pwd` on the
 * order's uuid. A frictionless card answers the payment done; one with 3-D Secure answers the host
 * session to continue on.
 */
export const transportPayManualBookingToken = defineEndpoint({
  method: 'POST',
  path: '/transport/pay-manual-booking/token',
  auth: 'user',
  input: z.strictObject({ orderNo: orderNoSchema, cardId: databaseIdSchema(), proof: bookingProofSchema }),
  result: z.object({ orderNo: orderNoSchema, uuid: bookingUuidSchema, payment: paymentSessionSchema }),
});

/** After the payment host, for a quoted request: verified with the host once; a replay is refused. */
export const transportFinishManualBooking = defineEndpoint({
  method: 'POST',
  path: '/transport/finish-manual-booking',
  auth: 'user',
  input: z.strictObject({
    uuid: bookingUuidSchema,
    paymentId: hostReferenceSchema(),
    orderNo: orderNoSchema.optional(),
    mac: hostReferenceSchema(256).optional(),
  }),
  result: z.object({ payFinish: z.boolean(), orderNo: orderNoSchema }),
});

/** Whether an unpaid or pending order is past its deadline ('Booking Expired'); expires it if so. */
export const transportIsOrderExpired = defineEndpoint({
  method: 'GET',
  path: '/transport/is-order-expired',
  auth: 'user',
  input: z.strictObject({ orderNo: orderNoSchema }),
  result: z.object({ orderNo: orderNoSchema, expired: z.boolean(), status: z.string() }),
});

/** What the result page and the booking detail show. */
export const transportOrderSchema = orderSummarySchema.extend({
  ...orderAccountsSchema.shape,
  trip: transportTripSchema.omit({ standardKm: true, maxKm: true }),
  /** Local at the airport. */
  pickupDate: z.string(),
  pickupTime: z.string(),
  /** Null for a booking request not yet quoted with a car. */
  carType: z.enum(CAR_TYPES).nullable(),
  adults: z.number().int(),
  children: z.number().int(),
  luggage: z.number().int(),
  childSeat: z.number().int(),
  passenger: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  bookingForOther: z.boolean(),
  welcomeSign: z.string(),
  notes: z.string(),
  contact: orderContactSchema,
  /**
   * A booking request: why it needed an operator, and the operator's quotation when there is one,
   * or why operations declined it (the order is then cancelled).
   */
  request: z
    .object({
      reason: z.enum(REQUEST_REASONS),
      quotedAt: z.string().nullable(),
      note: z.string().nullable(),
      declineReason: z.string().nullable(),
    })
    .nullable(),
  /** The driver and the car, once operations have assigned them; null until then. */
  meetDetails: meetDetailsSchema.nullable(),
});
export type TransportOrder = z.infer<typeof transportOrderSchema>;

/** A Transport order of the caller (result page, booking detail). Opening it marks it seen. */
export const transportOrder = defineEndpoint({
  method: 'GET',
  path: '/order/limo-detail',
  auth: 'user',
  input: z.strictObject({ orderNo: orderNoSchema }),
  result: transportOrderSchema,
});

/** Operators: the booking requests waiting for a quotation, soonest service first. */
export const transportRequestsPending = defineEndpoint({
  method: 'GET',
  path: '/operator/transport/requests',
  auth: 'operator',
  role: 'viewer',
  input: z.strictObject({}),
  result: z.object({
    requests: z.array(
      z.object({
        orderNo: z.string(),
        reason: z.enum(REQUEST_REASONS),
        from: z.string(),
        to: z.string(),
        airportCode: z.string(),
        serviceAt: z.string(),
        timeZone: z.string(),
        adults: z.number().int(),
        children: z.number().int(),
        luggage: z.number().int(),
        distanceKm: z.number().int(),
        /** The airport's currency: what a quotation's amount (minor units) is in. */
        currency: z.string().length(3),
        requestedAt: z.string(),
      }),
    ),
  }),
});

/**
 * Operators: quote a pending request (amount in minor units of the airport's currency, and the car
 * type when one fits). The order becomes `unpaid` until the quotation's deadline (service policy); the user is
 * told by mail and SMS. Not pending: ORDER_NOT_PAYABLE.
 */
export const quoteTransportRequest = defineEndpoint({
  method: 'POST',
  path: '/operator/transport/quote',
  auth: 'operator',
  role: 'quotes',
  input: z.strictObject({
    orderNo: orderNoSchema,
    amount: z.number().int().positive().max(100_000_00),
    carType: z.enum(CAR_TYPES).optional(),
    note: textSchema().max(200).optional(),
  }),
  result: z.object({ orderNo: orderNoSchema, status: z.literal('unpaid'), payBefore: z.string() }),
});

/**
 * Operators: how many cars of one type the fleet has at a served airport for each pick-up hour
 * (cars already taken stay taken). Not a served airport: NOT_FOUND.
 */
export const setTransportFleet = defineEndpoint({
  method: 'POST',
  path: '/operator/transport/fleet',
  auth: 'operator',
  role: 'quotes',
  input: z.strictObject({
    airportCode: iataCodeSchema,
    carType: z.enum(CAR_TYPES),
    cars: z.number().int().min(0).max(500),
  }),
  result: z.object({ airportCode: z.string(), carType: z.enum(CAR_TYPES), cars: z.number().int() }),
});

/**
 * Operators: decline a pending request with a reason the cardholder reads. The order becomes
 * `cancelled` (nothing was charged or held); the cardholder (and the traveller booked for) are
 * told by mail and SMS, as a quotation tells them. Not pending: ORDER_NOT_PAYABLE; unknown:
 * NOT_FOUND.
 */
export const declineTransportRequest = defineEndpoint({
  method: 'POST',
  path: '/operator/transport/decline',
  auth: 'operator',
  role: 'quotes',
  input: z.strictObject({
    orderNo: orderNoSchema,
    reason: textSchema().min(1, 'validation.required').max(300),
  }),
  result: z.object({ orderNo: orderNoSchema, status: z.literal('cancelled') }),
});
