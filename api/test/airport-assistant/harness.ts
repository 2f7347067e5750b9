import {
  type AssistantLevel,
  type AssistantServiceType,
  airportAssistantSpine,
  isArrival,
  saveAssistantBookingDetails,
  saveAssistantPassengers,
} from '@portal/shared/contracts/airport-assistant';
import { addLocalDays, localDateTime } from '@portal/shared/time';
import type { LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { isWeekend } from '../../src/services/airport-assistant/assistant-pricing';
import { createPublicHolidays } from '../../src/services/airport-assistant/public-holidays';
import type { FlightAtAirport } from '../../src/services/flights/flight-schedule';
import { dateAhead, PASSWORD } from '../fast-track/harness';
import { okResult } from '../helpers/envelope';
import type { PaymentsHarness } from '../payments/harness';

const holidays = createPublicHolidays();

/** The first local date at least `days` ahead that is a weekday and no public holiday of the country. */
export const plainDay = async (countryCode: string, days = 7): Promise<string> => {
  for (let date = dateAhead(days); ; date = addLocalDays(date, 1)) {
    if (!isWeekend(date) && (await holidays.on(countryCode, date)).length === 0) return date;
  }
};

/** The first public holiday of the country at least `days` ahead, with its names. */
export const nextHoliday = async (countryCode: string, days = 5) => {
  for (let date = dateAhead(days); ; date = addLocalDays(date, 1)) {
    const names = await holidays.on(countryCode, date);
    if (names.length > 0) return { date, names };
  }
};

/** The first Saturday at least `days` ahead. */
export const nextSaturday = (days = 5): string => {
  let date = dateAhead(days);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== 6) date = addLocalDays(date, 1);
  return date;
};

/**
 * A served flight meeting the airport on a local date, its leg there between `from` and `until`
 * local (the schedule's own test helper).
 */
export const flightAt = async (
  h: PaymentsHarness,
  airportCode: string,
  date: string,
  serviceType: AssistantServiceType,
  window: { from?: string; until?: string } = {},
): Promise<FlightAtAirport> => {
  const direction = isArrival(serviceType) ? 'arrival' : 'departure';
  const flights = await h.t.app.services.flights.flightsAt(airportCode, date, direction, 40);
  const found = flights.find((item) => {
    const time = (direction === 'arrival' ? item.leg.arrival : item.leg.departure).time;
    return time >= (window.from ?? '09:00') && time <= (window.until ?? '16:00');
  });
  if (!found) throw new Error(`no ${direction} at ${airportCode} on ${date}`);
  return found;
};

/** The local date and time at the airport `minutes` after (or before) an instant. */
export const localAt = (instant: string, minutes: number, timeZone: string) => {
  const local = localDateTime(new Date(Date.parse(instant) + minutes * 60_000), timeZone);
  return { serviceDate: local.date, serviceTime: local.time };
};

export type BookingDetails = z.input<typeof saveAssistantBookingDetails.input>;

export interface AssistantChoice {
  airportCode?: string;
  serviceType?: AssistantServiceType;
  level?: AssistantLevel;
  passengers?: number;
  /** The local date of the flight's leg at the airport (default: a plain weekday a week ahead). */
  date?: string;
  /** Minutes after the landing (arrival) or before take-off (departure, as a negative number). */
  offsetMinutes?: number;
  window?: { from?: string; until?: string };
}

/** Step 2's input for a served flight at the airport, the service time near it. */
export const detailsFor = async (h: PaymentsHarness, choice: AssistantChoice = {}) => {
  const airportCode = choice.airportCode ?? 'LHR';
  const serviceType = choice.serviceType ?? 'international_arrival';
  const airport = await h.t.app.services.airports.find(airportCode);
  if (!airport) throw new Error(`unknown airport ${airportCode}`);
  const date = choice.date ?? (await plainDay(airport.countryCode ?? 'GB'));
  const {
    flightNumber,
    date: flightDate,
    leg,
  } = await flightAt(h, airportCode, date, serviceType, choice.window);
  const arrival = isArrival(serviceType);
  const offset = choice.offsetMinutes ?? (arrival ? 30 : -120);
  const details: BookingDetails = {
    airportCode,
    serviceType,
    level: choice.level ?? 'vip',
    flightNumber,
    flightDate,
    ...localAt(arrival ? leg.arrival.at : leg.departure.at, offset, airport.timezone),
    ticketType: 'business',
    transportMode: 'private_car',
    passengers: choice.passengers ?? 1,
    luggage: 2,
  };
  return { details, leg, timeZone: airport.timezone };
};

export const passengersFor = (uuid: string, count: number) => ({
  uuid,
  passengers: Array.from({ length: count }, (_, i) => ({
    firstName: 'Zoë',
    lastName: `Núñez-${'ABCDEFGHIJ'[i]}`,
  })),
  bookingForOther: 0 as const,
  welcomeSign: 'Ms Zoë Núñez',
  notes: 'Travelling with a pushchair.',
  mobileNoPrefix: '+44',
  mobileNo: '7400 123456',
  mobileCountry: 'United Kingdom',
});

/** Both steps into a draft; answers its uuid and what was chosen. */
export const draftAssistant = async (h: PaymentsHarness, token: string, choice: AssistantChoice = {}) => {
  const { details, leg } = await detailsFor(h, choice);
  const saved = okResult(
    saveAssistantBookingDetails,
    await h.call(saveAssistantBookingDetails, details, token),
  );
  okResult(
    saveAssistantPassengers,
    await h.call(saveAssistantPassengers, passengersFor(saved.uuid, details.passengers), token),
  );
  return { uuid: saved.uuid, details, leg, serviceAt: saved.serviceAt };
};

export const assistantProof = async (h: PaymentsHarness, token: string, uuid: string): Promise<string> =>
  okResult(
    airportAssistantSpine.verifyPwd,
    await h.call(airportAssistantSpine.verifyPwd, { uuid, password: PASSWORD }, token),
  ).proof;

export const placeAssistant = async (
  h: PaymentsHarness,
  token: string,
  uuid: string,
): Promise<LightMyRequestResponse> =>
  h.call(airportAssistantSpine.createOrder, { uuid, proof: await assistantProof(h, token, uuid) }, token);
