/**
 * Fast Track (the airport security fast lane): the `/cip/*` calls of the specification. Search is
 * public; booking uses the booking spine (`defineBookingSpine`). Imported as
 * `@portal/shared/contracts/fast-track`.
 */
import { z } from 'zod';
import { flightNumberSchema } from '../../validation/flight-number';
import { textSchema } from '../../validation/safe-text-schema';
import { nameSchema } from '../../validation/schemas';
import { defineEndpoint } from '../endpoint';
import {
  bookingUuidSchema,
  cardInfoSchema,
  defineBookingSpine,
  localDateSchema,
  localTimeSchema,
  orderAccountsSchema,
  orderNoSchema,
  orderSummarySchema,
} from './bookings';
import { fastTrackAirportSchema } from './fast-track-sites';

export const LANE_DIRECTIONS = ['departure', 'arrival'] as const;
export type LaneDirection = (typeof LANE_DIRECTIONS)[number];

/** Passengers one booking may hold (a lane may allow fewer: `maxPassengers`). */
export const FAST_TRACK_MAX_PASSENGERS = 8;

const airportCodeSchema = textSchema().regex(/^[A-Z0-9]{3}$/, 'validation.required');
export const laneCodeSchema = textSchema().regex(/^[A-Z0-9]{3}(-[A-Z0-9]{1,8}){1,3}$/, 'validation.required');

// The airports' read is a light contract of its own (the search's first read).
export { type FastTrackAirport, fastTrackAirportSchema, trafficSites } from './fast-track-sites';

export const laneSchema = z.object({
  code: z.string(),
  airportCode: z.string(),
  name: z.string(),
  terminal: z.string(),
  direction: z.enum(LANE_DIRECTIONS),
  /** Where to find the lane (provider text). */
  location: z.string(),
  /** Local opening hours, `HH:mm`; `closesAt` `24:00` for a lane open until midnight. */
  opensAt: z.string(),
  closesAt: z.string(),
  /** Minor units per passenger. */
  pricePerPassenger: z.number().int().nonnegative(),
  currency: z.string().length(3),
  slotMinutes: z.number().int().positive(),
  maxPassengers: z.number().int().positive(),
});
export type Lane = z.infer<typeof laneSchema>;

/** An airport's lanes; logged in, also what the cardholder's complimentary uses cover. */
export const queryLanesByAirport = defineEndpoint({
  method: 'POST',
  path: '/cip/queryCipByAirportCode',
  auth: 'optional',
  input: z.strictObject({
    airportCode: airportCodeSchema,
    direction: z.enum(LANE_DIRECTIONS).optional(),
    /** The travel date: complimentary uses count in its programme year (default: today's). */
    date: localDateSchema.optional(),
  }),
  result: z.object({
    airport: fastTrackAirportSchema,
    lanes: z.array(laneSchema),
    cardInfo: cardInfoSchema.nullable(),
  }),
});

export const laneDetail = defineEndpoint({
  method: 'POST',
  path: '/cip/detail',
  auth: 'user',
  input: z.strictObject({ laneCode: laneCodeSchema, date: localDateSchema.optional() }),
  result: z.object({ lane: laneSchema, airport: fastTrackAirportSchema, cardInfo: cardInfoSchema }),
});

export const slotSchema = z.object({
  /** Local start and end, `HH:mm`. */
  time: z.string(),
  endTime: z.string(),
  seatsLeft: z.number().int().nonnegative(),
  /** False when full or too soon to book. */
  bookable: z.boolean(),
});
export type Slot = z.infer<typeof slotSchema>;

/** The lane's time slots on a local date, with seats left. */
export const subscribeTimes = defineEndpoint({
  method: 'POST',
  path: '/cip/getSubscribeTimes',
  auth: 'user',
  input: z.strictObject({ laneCode: laneCodeSchema, date: localDateSchema }),
  result: z.object({ date: z.string(), timeZone: z.string(), slots: z.array(slotSchema) }),
});

const slotChoice = {
  laneCode: laneCodeSchema,
  date: localDateSchema,
  time: localTimeSchema,
  passengers: z.number().int().min(1).max(FAST_TRACK_MAX_PASSENGERS),
};

export const checkAvailable = defineEndpoint({
  method: 'POST',
  path: '/cip/checkAvailable',
  auth: 'user',
  input: z.strictObject(slotChoice),
  result: z.object({ available: z.boolean(), seatsLeft: z.number().int().nonnegative() }),
});

/**
 * Step 1 of the wizard: the lane, slot, number of passengers and flight, kept on the server under
 * the booking uuid (a new one when `uuid` is absent). A slot that is full or too soon: SLOT_UNAVAILABLE.
 */
export const saveFastTrackDetails = defineEndpoint({
  method: 'POST',
  path: '/cip/save-booking-details',
  auth: 'user',
  input: z.strictObject({
    uuid: bookingUuidSchema.optional(),
    ...slotChoice,
    flightNumber: flightNumberSchema,
  }),
  result: z.object({ uuid: bookingUuidSchema }),
});

export const passengerNameSchema = z.strictObject({ firstName: nameSchema, lastName: nameSchema });
export type PassengerName = z.infer<typeof passengerNameSchema>;

/** Step 2: the passengers' names as on their passports, as many as step 1 said. */
export const saveFastTrackPassengers = defineEndpoint({
  method: 'POST',
  path: '/cip/save-passengers',
  auth: 'user',
  input: z.strictObject({
    uuid: bookingUuidSchema,
    passengers: z.array(passengerNameSchema).min(1).max(FAST_TRACK_MAX_PASSENGERS),
  }),
  result: z.object({ uuid: bookingUuidSchema }),
});

/** The spine's calls under the specification's Fast Track names. */
export const fastTrackSpine = defineBookingSpine('fast_track', {
  orderReview: '/cip/order-review',
  verifyPwd: '/cip/verify-pwd',
  createOrder: '/cip/createOrder',
  finishBooking: '/cip/finish-booking',
  cancelBooking: '/cip/cancel-booking',
  resendConfirmEmail: '/cip/resend-confirm-email',
  payBooking: '/cip/pay-booking',
});

/** The voucher: `application/pdf` (not the envelope) for an order of the caller that is paid. */
export const voucherPdf = defineEndpoint({
  method: 'POST',
  path: '/cip/pdf-stream',
  auth: 'user',
  input: z.strictObject({ orderNo: orderNoSchema }),
  result: z.unknown(),
});

/** What Order Complete and the voucher show. */
export const fastTrackOrderSchema = orderSummarySchema.extend({
  ...orderAccountsSchema.shape,
  lane: laneSchema,
  airport: fastTrackAirportSchema,
  date: z.string(),
  time: z.string(),
  endTime: z.string(),
  flightNumber: z.string(),
  passengers: z.array(z.object({ firstName: z.string(), lastName: z.string() })),
  /**
   * The voucher the lane staff scan, once the order is paid (null before): its verification code
   * and QR code (`size` modules a side, `path` SVG path data in module units), shown on the page.
   */
  voucher: z
    .object({
      verificationCode: z.string(),
      qr: z.object({ size: z.number().int().positive(), path: z.string() }),
    })
    .nullable(),
});
export type FastTrackOrder = z.infer<typeof fastTrackOrderSchema>;

/** A Fast Track order of the caller: Order Complete and the booking detail. Opening it marks it seen. */
export const fastTrackOrder = defineEndpoint({
  method: 'GET',
  path: '/order/cip-detail',
  auth: 'user',
  input: z.strictObject({ orderNo: orderNoSchema }),
  result: fastTrackOrderSchema,
});
