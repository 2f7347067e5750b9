/**
 * Flights, shared by Airport Assistant and Transport (DESIGN §6b): a schedule that answers the same
 * for the same flight number and date, and 'not located' (FLIGHT_NOT_LOCATED) for a number it does
 * not serve. Imported as `@portal/shared/contracts/flights`.
 */
import { z } from 'zod';
import { flightNumberSchema } from '../../validation/flight-number';
import type { ValidationKey } from '../../validation/messages';
import { textSchema } from '../../validation/safe-text-schema';
import { defineEndpoint } from '../endpoint';
import { localDateSchema } from './bookings';

export const iataCodeSchema = textSchema().regex(/^[A-Z0-9]{3}$/, 'validation.required');

/** One end of a leg: the airport, and the local date and time there (with the instant and zone). */
export const flightPointSchema = z.object({
  code: z.string(),
  name: z.string(),
  city: z.string(),
  /** ISO 3166-1 alpha-2, null when unknown. */
  countryCode: z.string().nullable(),
  timeZone: z.string(),
  /** Local `YYYY-MM-DD` and `HH:mm` at this airport. */
  date: z.string(),
  time: z.string(),
  /** The same moment as an instant (ISO 8601). */
  at: z.string(),
});
export type FlightPoint = z.infer<typeof flightPointSchema>;

export const flightLegSchema = z.object({
  flightNumber: z.string(),
  departure: flightPointSchema,
  arrival: flightPointSchema,
});
export type FlightLeg = z.infer<typeof flightLegSchema>;

/** A flight on a date: the airline and its legs in order (one for a direct flight). */
export const flightSchema = z.object({
  flightNumber: z.string(),
  /** The airline's IATA designator and name. */
  airlineCode: z.string(),
  airlineName: z.string(),
  legs: z.array(flightLegSchema).min(1),
});
export type Flight = z.infer<typeof flightSchema>;

export const flightQueryShape = {
  flightNumber: flightNumberSchema,
  /** The departure date of the flight, local at its first airport. */
  date: localDateSchema,
};

/** The stations (legs) of a flight on a date; unknown: FLIGHT_NOT_LOCATED. */
export const flightStationList = defineEndpoint({
  method: 'POST',
  path: '/flight/station-list',
  auth: 'user',
  input: z.strictObject(flightQueryShape),
  result: flightSchema,
});

/** What the flight schedule says of a flight on a date: as planned, delayed, or cancelled. */
export const FLIGHT_STATUSES = ['onTime', 'delayed', 'cancelled'] as const;
export type FlightStatus = (typeof FLIGHT_STATUSES)[number];

/** The longest delay the sandbox takes (a day). */
export const MAX_FLIGHT_DELAY_MINUTES = 24 * 60;

const delayIssue = (key: ValidationKey) => ({
  code: 'custom' as const,
  message: key,
  path: ['delayMinutes'],
});

/**
 * The flight sandbox's control (tests, demos): marks a served flight on a date (its departure date,
 * local at its first airport, as `station-list` takes it) cancelled, delayed by `delayMinutes`, or
 * on time again. Stored for every API instance; the flight-disruption job applies it to the bookings
 * on that flight. A flight the schedule does not serve: FLIGHT_NOT_LOCATED. Outside production
 * anyone may call it; in production only with the operator key.
 */
export const setSandboxFlightStatus = defineEndpoint({
  method: 'POST',
  path: '/flight/sandbox/status',
  auth: 'sandbox',
  input: z
    .strictObject({
      ...flightQueryShape,
      status: z.enum(FLIGHT_STATUSES),
      /** Minutes later than scheduled: required when delayed, and only then. */
      delayMinutes: z.number().int().min(1).max(MAX_FLIGHT_DELAY_MINUTES).optional(),
    })
    .superRefine((value, ctx) => {
      if (value.status === 'delayed' && value.delayMinutes === undefined)
        ctx.addIssue(delayIssue('validation.required'));
      if (value.status !== 'delayed' && value.delayMinutes !== undefined)
        ctx.addIssue(delayIssue('validation.numberInvalid'));
    }),
  result: z.object({
    /** As the schedule writes it (`BA117`). */
    flightNumber: z.string(),
    date: z.string(),
    status: z.enum(FLIGHT_STATUSES),
    /** 0 unless delayed. */
    delayMinutes: z.number().int().nonnegative(),
    updatedAt: z.string(),
  }),
});
