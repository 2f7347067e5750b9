import {
  type CarType,
  type Place,
  saveTransportPassenger,
  searchTransportCars,
  selectTransportCar,
  type TripDirection,
  transportSpine,
} from '@portal/shared/contracts/transport';
import { localDateTime } from '@portal/shared/time';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { cardLevels, users } from '../../src/db/schema';
import { DEMO_LEVELS } from '../../src/db/seed/demo';
import type { FlightAtAirport } from '../../src/services/flights/flight-schedule';
import type { PlaceDirectory } from '../../src/services/places/place-directory';
import { dateAhead, newCardholder, PASSWORD } from '../fast-track/harness';
import { okResult } from '../helpers/envelope';
import type { PaymentsHarness } from '../payments/harness';

/** How far north of its airport each test place is (degrees of latitude; ×111 km × the road factor 1.3). */
const OFFSETS = { near: 0.15, mid: 0.45, far: 1.5 } as const;

/**
 * The place directory the tests use: the real one first, then airports (`airport:LHR`) from the
 * airport data and test places `poi:near-LHR` (about 22 km by road), `poi:mid-LHR` (about 65 km) and
 * `poi:far-LHR` (over 200 km) north of an airport, and `city:nowhere` (no airport near).
 */
export const installTestPlaces = (h: PaymentsHarness): void => {
  const services = h.t.app.services;
  const real: PlaceDirectory = { search: services.places.search, byId: services.places.byId };
  const byId = async (id: string): Promise<Place | null> => {
    const found = await real.byId(id);
    if (found) return found;
    const airportId = /^airport:([A-Z0-9]{3})$/.exec(id);
    if (airportId?.[1]) {
      const airport = await services.airports.find(airportId[1]);
      if (!airport) return null;
      return {
        id,
        kind: 'airport',
        name: airport.name,
        address: `${airport.city}, ${airport.country}`,
        countryCode: airport.countryCode,
        lat: airport.latitude,
        lng: airport.longitude,
        airportCode: airport.code,
      };
    }
    const near = /^poi:(near|mid|far)-([A-Z0-9]{3})$/.exec(id);
    if (near?.[1] && near[2]) {
      const airport = await services.airports.find(near[2]);
      if (!airport) return null;
      return {
        id,
        kind: 'hotel',
        name: `Test Hotel ${near[1]} ${airport.code}`,
        address: `1 Test Street, ${airport.city}`,
        countryCode: airport.countryCode,
        lat: airport.latitude + OFFSETS[near[1] as keyof typeof OFFSETS],
        lng: airport.longitude,
        airportCode: null,
      };
    }
    if (id === 'city:nowhere') {
      return {
        id,
        kind: 'city',
        name: 'Nowhere',
        address: 'Nowhere',
        countryCode: null,
        lat: 0,
        lng: 0,
        airportCode: null,
      };
    }
    return null;
  };
  Object.assign(services.places, { byId, search: real.search });
};

/** A cardholder on the premium level (transport included: 2 complimentary uses a year). */
export const transportCardholder = async (h: PaymentsHarness, label: string) => {
  const user = await newCardholder(h, label);
  const [premium] = await h.t.database.db
    .select({ id: cardLevels.id })
    .from(cardLevels)
    .where(eq(cardLevels.code, DEMO_LEVELS.premium));
  if (!premium) throw new Error('premium level missing');
  await h.t.database.db.update(users).set({ cardLevelId: premium.id }).where(eq(users.id, user.userId));
  return user;
};

/** A served flight at the airport on a local date, its leg there between `from` and `until` local. */
export const flightAt = async (
  h: PaymentsHarness,
  airportCode: string,
  date: string,
  direction: TripDirection,
  window: { from?: string; until?: string } = {},
): Promise<FlightAtAirport> => {
  const kind = direction === 'fromAirport' ? 'arrival' : 'departure';
  const flights = await h.t.app.services.flights.flightsAt(airportCode, date, kind, 40);
  const found = flights.find((item) => {
    const time = item.leg[kind].time;
    return time >= (window.from ?? '10:00') && time <= (window.until ?? '16:00');
  });
  if (!found) throw new Error(`no ${kind} at ${airportCode} on ${date}`);
  return found;
};

export type SearchInput = z.input<typeof searchTransportCars.input>;

export interface TripChoice {
  airportCode?: string;
  direction?: TripDirection;
  /** The other end (default `poi:near-<airport>`). */
  other?: string;
  date?: string;
  /** Minutes after the landing (fromAirport) or before take-off (toAirport, a negative number). */
  offsetMinutes?: number;
  window?: { from?: string; until?: string };
  adults?: number;
  children?: number;
  luggage?: number;
}

/** Booking Details for a served flight at the airport, the pick-up near it. */
export const tripFor = async (h: PaymentsHarness, choice: TripChoice = {}) => {
  const airportCode = choice.airportCode ?? 'LHR';
  const direction = choice.direction ?? 'fromAirport';
  const airport = await h.t.app.services.airports.find(airportCode);
  if (!airport) throw new Error(`unknown airport ${airportCode}`);
  const found = await flightAt(h, airportCode, choice.date ?? dateAhead(8), direction, choice.window);
  const fromAirport = direction === 'fromAirport';
  const anchor = fromAirport ? found.leg.arrival.at : found.leg.departure.at;
  const offset = choice.offsetMinutes ?? (fromAirport ? 30 : -180);
  const pickup = localDateTime(new Date(Date.parse(anchor) + offset * 60_000), airport.timezone);
  const other = choice.other ?? `poi:near-${airportCode}`;
  const input: SearchInput = {
    from: fromAirport ? `airport:${airportCode}` : other,
    to: fromAirport ? other : `airport:${airportCode}`,
    flightNumber: found.flightNumber,
    flightDate: found.date,
    pickupDate: pickup.date,
    pickupTime: pickup.time,
    adults: choice.adults ?? 2,
    children: choice.children ?? 0,
    luggage: choice.luggage ?? 2,
  };
  return { input, leg: found.leg, timeZone: airport.timezone };
};

export const passengerFor = (uuid: string, childSeat = 0) => ({
  uuid,
  firstName: 'Zoë',
  lastName: 'Núñez',
  email: 'zoe.nunez@portal.test',
  bookingForOther: 0 as const,
  welcomeSign: 'Ms Zoë Núñez',
  notes: 'Two large suitcases.\nPlease call on arrival.',
  childSeat,
  mobileNoPrefix: '+44',
  mobileNo: '7400 123456',
  mobileCountry: 'United Kingdom',
});

/** Booking Details, a car and Passenger Details into a draft; answers its uuid and the search's answer. */
export const draftTransport = async (
  h: PaymentsHarness,
  token: string,
  choice: TripChoice & { carType?: CarType } = {},
) => {
  const { input } = await tripFor(h, choice);
  const found = okResult(searchTransportCars, await h.call(searchTransportCars, input, token));
  const carType = choice.carType ?? 'business';
  okResult(selectTransportCar, await h.call(selectTransportCar, { uuid: found.uuid, carType }, token));
  okResult(saveTransportPassenger, await h.call(saveTransportPassenger, passengerFor(found.uuid), token));
  return { uuid: found.uuid, input, found, carType };
};

export const transportProof = async (h: PaymentsHarness, token: string, uuid: string): Promise<string> =>
  okResult(
    transportSpine.verifyPwd,
    await h.call(transportSpine.verifyPwd, { uuid, password: PASSWORD }, token),
  ).proof;

export const placeTransport = async (
  h: PaymentsHarness,
  token: string,
  uuid: string,
  cardId?: number,
): Promise<LightMyRequestResponse> =>
  h.call(
    transportSpine.createOrder,
    { uuid, proof: await transportProof(h, token, uuid), ...(cardId === undefined ? {} : { cardId }) },
    token,
  );
