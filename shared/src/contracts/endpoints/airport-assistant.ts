/**
 * Airport Assistant (meet and greet): the `/airport-assistant/*` calls of the specification on the
 * booking spine (`defineBookingSpine`), and its order detail `/order/vvip-detail`. Imported as
 * `@portal/shared/contracts/airport-assistant`.
 */
import { z } from 'zod';
import { nameSchema, travellerEmailSchema } from '../../validation/schemas';
import { defineEndpoint } from '../endpoint';
import {
  AIR_TICKET_TYPES,
  ASSISTANT_FEATURES,
  ASSISTANT_LEVELS,
  ASSISTANT_LUGGAGE,
  ASSISTANT_PASSENGERS,
  ASSISTANT_SERVICE_TYPES,
  TRANSPORT_MODES,
} from './airport-assistant-values';
import {
  bookingUuidSchema,
  cardInfoSchema,
  defineBookingSpine,
  greetingShape,
  localDateSchema,
  localTimeSchema,
  orderAccountsSchema,
  orderContactSchema,
  orderNoSchema,
  orderSummarySchema,
  priceLineSchema,
} from './bookings';
import { contactNumberShape } from './contact-number';
import { flightLegSchema, flightQueryShape, flightSchema, iataCodeSchema } from './flights';
import { meetDetailsSchema } from './meet-details';

export * from './airport-assistant-values';

export const assistantAirportSchema = z.object({
  code: z.string(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  countryCode: z.string().nullable(),
  timeZone: z.string(),
});
export type AssistantAirport = z.infer<typeof assistantAirportSchema>;

/** The airports served (over 350); the page filters them by code, city or name as the user types. */
export const assistantAirportList = defineEndpoint({
  method: 'GET',
  path: '/airport-assistant/airport-list',
  auth: 'user',
  input: z.strictObject({}),
  result: z.object({ airports: z.array(assistantAirportSchema) }),
});

/** One bookable service at an airport: its type and level, what it includes and its price. */
export const assistantOfferSchema = z.object({
  serviceType: z.enum(ASSISTANT_SERVICE_TYPES),
  level: z.enum(ASSISTANT_LEVELS),
  features: z.array(z.enum(ASSISTANT_FEATURES)),
  /** Minor units for the first passenger, and for each further one. */
  basePrice: z.number().int().nonnegative(),
  extraPassengerPrice: z.number().int().nonnegative(),
  currency: z.string().length(3),
});
export type AssistantOffer = z.infer<typeof assistantOfferSchema>;

/** Step 1: the services at an airport and the cardholder's complimentary uses (`count/total`). */
export const searchAssistantService = defineEndpoint({
  method: 'POST',
  path: '/airport-assistant/search-service',
  auth: 'user',
  input: z.strictObject({
    airportCode: iataCodeSchema,
    /** The service date, when known: uses count in its programme year (default: this year). */
    date: localDateSchema.optional(),
  }),
  result: z.object({
    airport: assistantAirportSchema,
    offers: z.array(assistantOfferSchema),
    cardInfo: cardInfoSchema,
  }),
});

/**
 * Step 2's flight: the leg that lands at (arrival) or leaves from (departure) the chosen airport;
 * for an indirect flight, the one that connects to the final destination. Unknown flight or a
 * flight that does not touch the airport: FLIGHT_NOT_LOCATED.
 */
export const searchAssistantFlight = defineEndpoint({
  method: 'POST',
  path: '/airport-assistant/search-flight',
  auth: 'user',
  input: z.strictObject({
    ...flightQueryShape,
    airportCode: iataCodeSchema,
    serviceType: z.enum(ASSISTANT_SERVICE_TYPES),
  }),
  result: z.object({ flight: flightSchema, leg: flightLegSchema }),
});

/** Step 1 and 2 together (step 1 is kept in the browser until then). */
export const assistantBookingDetailsShape = {
  airportCode: iataCodeSchema,
  serviceType: z.enum(ASSISTANT_SERVICE_TYPES),
  level: z.enum(ASSISTANT_LEVELS),
  flightNumber: flightQueryShape.flightNumber,
  flightDate: localDateSchema,
  /** Local at the airport. */
  serviceDate: localDateSchema,
  serviceTime: localTimeSchema,
  ticketType: z.enum(AIR_TICKET_TYPES),
  transportMode: z.enum(TRANSPORT_MODES),
  passengers: z.number().int().min(ASSISTANT_PASSENGERS.min).max(ASSISTANT_PASSENGERS.max),
  luggage: z.number().int().min(ASSISTANT_LUGGAGE.min).max(ASSISTANT_LUGGAGE.max),
  /** The user confirmed a departure service under an hour before take-off. */
  confirmNearDeparture: z.boolean().optional(),
};

/**
 * Step 2 into the draft (a new uuid when none is given). Too soon (under the policy's lead time):
 * BOOKING_TOO_SOON; flight unknown: FLIGHT_NOT_LOCATED; the time not near the flight:
 * SERVICE_TIME_OFF_FLIGHT; near the take-off (the policy's) without `confirmNearDeparture`:
 * NEAR_DEPARTURE_UNCONFIRMED. New details reset the passengers step.
 */
export const saveAssistantBookingDetails = defineEndpoint({
  method: 'POST',
  path: '/airport-assistant/save-booking-details',
  auth: 'user',
  input: z.strictObject({ uuid: bookingUuidSchema.optional(), ...assistantBookingDetailsShape }),
  result: z.object({ uuid: bookingUuidSchema, serviceAt: z.string(), timeZone: z.string() }),
});

export const assistantPassengersShape = {
  /** As many names as step 2's passengers, Latin letters as on the passport. */
  passengers: z
    .array(z.strictObject({ firstName: nameSchema, lastName: nameSchema }))
    .min(ASSISTANT_PASSENGERS.min)
    .max(ASSISTANT_PASSENGERS.max),
  ...greetingShape,
  /**
   * Booking for someone else: the traveller's email, optional (`validateTravellerEmail`); they get
   * the confirmation and the cancellation too. Ignored when the booking is the cardholder's own.
   */
  travellerEmail: travellerEmailSchema.optional(),
  ...contactNumberShape,
};

/**
 * Step 3: passengers, welcome sign, notes to the greeter, the traveller's email when booking for
 * someone else, and a contact number; the API checks the number with `phoneSchema` ('Number is
 * invalid.': BAD_REQUEST naming `mobileNo`).
 */
export const saveAssistantPassengers = defineEndpoint({
  method: 'POST',
  path: '/airport-assistant/save-passengers',
  auth: 'user',
  input: z.strictObject({ uuid: bookingUuidSchema, ...assistantPassengersShape }),
  result: z.object({ uuid: bookingUuidSchema }),
});

/** The surcharges of the saved draft, each with its reason named (e.g. the holiday's name). */
export const checkAssistantAdditionalCharge = defineEndpoint({
  method: 'POST',
  path: '/airport-assistant/check-additional-charge',
  auth: 'user',
  input: z.strictObject({ uuid: bookingUuidSchema }),
  result: z.object({ surcharges: z.array(priceLineSchema), currency: z.string().length(3) }),
});

/** The spine's calls under the specification's Airport Assistant names. */
export const airportAssistantSpine = defineBookingSpine('airport_assistant', {
  orderReview: '/airport-assistant/order-review',
  verifyPwd: '/airport-assistant/verify-pwd',
  createOrder: '/airport-assistant/booking',
  finishBooking: '/airport-assistant/finish-booking',
  cancelBooking: '/airport-assistant/cancel-booking',
  resendConfirmEmail: '/airport-assistant/resend-confirm-email',
  payBooking: '/airport-assistant/pay-booking',
});

/** What the result page and the booking detail show. */
export const airportAssistantOrderSchema = orderSummarySchema.extend({
  ...orderAccountsSchema.shape,
  airport: assistantAirportSchema,
  serviceType: z.enum(ASSISTANT_SERVICE_TYPES),
  level: z.enum(ASSISTANT_LEVELS),
  features: z.array(z.enum(ASSISTANT_FEATURES)),
  /** Local at the airport. */
  serviceDate: z.string(),
  serviceTime: z.string(),
  flight: flightLegSchema,
  ticketType: z.enum(AIR_TICKET_TYPES),
  transportMode: z.enum(TRANSPORT_MODES),
  luggage: z.number().int(),
  passengers: z.array(z.object({ firstName: z.string(), lastName: z.string() })),
  bookingForOther: z.boolean(),
  /** The traveller's email when booked for someone else and given; else null. */
  travellerEmail: z.string().nullable(),
  welcomeSign: z.string(),
  notes: z.string(),
  contact: orderContactSchema,
  /** The greeter, once operations have assigned them; null until then. */
  meetDetails: meetDetailsSchema.nullable(),
});
export type AirportAssistantOrder = z.infer<typeof airportAssistantOrderSchema>;

/** An Airport Assistant order of the caller (result page, booking detail). Opening it marks it seen. */
export const airportAssistantOrder = defineEndpoint({
  method: 'GET',
  path: '/order/vvip-detail',
  auth: 'user',
  input: z.strictObject({ orderNo: orderNoSchema }),
  result: airportAssistantOrderSchema,
});
