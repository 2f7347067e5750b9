/**
 * Flights, shared by Airport Assistant and Transport (DESIGN §6b): a schedule that answers the same
 * for the same flight number and date, and 'not located' (FLIGHT_NOT_LOCATED) for a number it does
 * not serve. Imported as `@portal/shared/contracts/flights`.
 */
import { z } from 'zod';
import { flightNumberSchema } from '../../validation/flight-number';
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
