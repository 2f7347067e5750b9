import { type Airport, ErrorCode } from '@portal/shared/contracts';
import type { Flight, FlightLeg, FlightPoint } from '@portal/shared/contracts/flights';
import { addLocalDays, isLocalDate, localDateTime, zonedInstant } from '@portal/shared/time';
import { AppError } from '../../lib/app-error';
import { memo } from '../../lib/memo';
import type { AirportService } from '../airports';
import { airlineByCode, SANDBOX_AIRLINES, type SandboxAirline } from './airlines';
import { NETWORK_AIRPORT_CODES } from './network-airports';

/**
 * Where flights come from (DESIGN §6b): the sandbox schedule below, or a real flight-data adapter
 * behind the same interface.
 */
export interface FlightSchedule {
  /**
   * The flight with this number (normalised, e.g. `BA117`) departing on `date` (`YYYY-MM-DD`, local
   * at its first airport); null when the schedule does not know it ('not located').
   */
  find(flightNumber: string, date: string): Promise<Flight | null>;
}

/** The flight, or FLIGHT_NOT_LOCATED (the specification's 'could not be located' message). */
export const locateFlight = async (
  schedule: FlightSchedule,
  flightNumber: string,
  date: string,
): Promise<Flight> => {
  const flight = await schedule.find(flightNumber, date);
  if (!flight) throw new AppError(ErrorCode.FLIGHT_NOT_LOCATED);
  return flight;
};

export type FlightDirection = 'arrival' | 'departure';

/** A served flight touching an airport on a date (`flightsAt`). */
export interface FlightAtAirport {
  flightNumber: string;
  /** The flight's date, as `find` takes it (departure, local at its first airport). */
  date: string;
  /** The leg that lands at (arrival) or leaves (departure) the airport. */
  leg: FlightLeg;
}

/** Flight numbers from this one up are not served: they answer 'not located'. */
export const FIRST_UNSERVED_NUMBER = 9000;

/**
 * The numbers of one airline, by what they fly (each odd number and the even one after it are a
 * pair: out from a hub, and back):
 * - 1–999: international, a hub to one of its 60 nearest airports abroad or (long-haul airlines)
 *   to another airline's hub;
 * - 1000–1999: domestic, a hub to an airport of its own country (regional where it has none);
 * - 2000–2999: indirect, two legs with one number: a domestic (or regional) airport, the hub, an
 *   airport abroad;
 * - 3000–8999: regional, a hub to one of its 40 nearest airports, whatever the country.
 */
const kindOf = (number: number): 'international' | 'domestic' | 'indirect' | 'regional' =>
  number < 1000 ? 'international' : number < 2000 ? 'domestic' : number < 3000 ? 'indirect' : 'regional';

const FLIGHT_NUMBER = /^([A-Z]{2}|[A-Z]\d|\d[A-Z])(\d{1,4})([A-Z]?)$/;

/** 32-bit FNV-1a: the same answer for the same text, everywhere. */
const hash = (text: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
};

const EARTH_RADIUS_KM = 6371;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two airports, in km. */
export const greatCircleKm = (
  a: Pick<Airport, 'latitude' | 'longitude'>,
  b: Pick<Airport, 'latitude' | 'longitude'>,
): number => {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
};

/** Gate to gate: taxiing and climbing (30 min) and cruising at 830 km/h, in 5-minute steps. */
export const blockMinutes = (km: number): number => Math.ceil((30 + (km / 830) * 60) / 5) * 5;

const pad = (n: number) => String(n).padStart(2, '0');
const timeOfDay = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

const HUB_CODES = new Set(SANDBOX_AIRLINES.flatMap((airline) => airline.hubs));

interface Pools {
  /** Abroad: the 60 nearest airports and every airline's hub. */
  international: Airport[];
  /** Abroad, for short-haul airlines: the 60 nearest airports. */
  nearAbroad: Airport[];
  /** In the hub's country (the 12 nearest airports where it has no other). */
  domestic: Airport[];
  /** The 40 nearest airports, whatever the country. */
  regional: Airport[];
}

interface Network {
  airports: Map<string, Airport>;
  pools: Map<string, Pools>;
}

const buildNetwork = async (airports: Pick<AirportService, 'find'>): Promise<Network> => {
  const found = await Promise.all(NETWORK_AIRPORT_CODES.map((code) => airports.find(code)));
  const list = found.filter((airport): airport is Airport => airport !== undefined);
  return { airports: new Map(list.map((airport) => [airport.code, airport])), pools: new Map() };
};

/** The airports a hub flies to, by kind of flight (computed once per hub). */
const poolsOf = (network: Network, hub: Airport) => {
  const known = network.pools.get(hub.code);
  if (known) return known;
  const others = [...network.airports.values()]
    .filter((airport) => airport.code !== hub.code)
    .map((airport) => ({ airport, km: greatCircleKm(hub, airport) }))
    .filter(({ km }) => km >= 150)
    .sort((a, b) => a.km - b.km || a.airport.code.localeCompare(b.airport.code));
  const regional = others.slice(0, 40).map(({ airport }) => airport);
  const sameCountry = others
    .filter(({ airport }) => airport.countryCode !== null && airport.countryCode === hub.countryCode)
    .map(({ airport }) => airport);
  const abroad = others.filter(
    ({ airport, km }) => airport.countryCode !== hub.countryCode && km >= 300 && km <= 15_000,
  );
  const pools: Pools = {
    // Long haul goes hub to hub.
    international: abroad
      .filter(({ airport }, index) => index < 60 || HUB_CODES.has(airport.code))
      .map(({ airport }) => airport),
    nearAbroad: abroad.slice(0, 60).map(({ airport }) => airport),
    domestic: sameCountry.length > 0 ? sameCountry : regional.slice(0, 12),
    regional,
  };
  network.pools.set(hub.code, pools);
  return pools;
};

const pick = <T>(items: readonly T[], seed: number): T | undefined =>
  items.length === 0 ? undefined : items[seed % items.length];

/** The airports a flight number stops at, in order (two for a direct flight, three for an indirect one). */
const routeOf = (network: Network, airline: SandboxAirline, number: number): Airport[] | null => {
  // The pair's first number (odd) flies out from the hub; the second (even) flies back.
  const pair = Math.ceil(number / 2);
  const outbound = number % 2 === 1;
  const seed = (salt: string) => hash(`${airline.code}:${pair}:${salt}`);
  const hubCode = pick(airline.hubs, seed('hub'));
  const hub = hubCode ? network.airports.get(hubCode) : undefined;
  if (!hub) return null;
  const pools = poolsOf(network, hub);
  const international = airline.longHaul === false ? pools.nearAbroad : pools.international;
  const kind = kindOf(number);
  if (kind === 'indirect') {
    const feeder = pick(pools.domestic, seed('feeder'));
    const abroad = international.filter((airport) => airport.code !== feeder?.code);
    const far = pick(abroad, seed('far'));
    if (!feeder || !far) return null;
    return outbound ? [feeder, hub, far] : [far, hub, feeder];
  }
  const other = pick(kind === 'international' ? international : pools[kind], seed('to'));
  if (!other) return null;
  return outbound ? [hub, other] : [other, hub];
};

const pointAt = (airport: Airport, at: Date): FlightPoint => {
  const local = localDateTime(at, airport.timezone);
  return {
    code: airport.code,
    name: airport.name,
    city: airport.city,
    countryCode: airport.countryCode,
    timeZone: airport.timezone,
    date: local.date,
    time: local.time,
    at: at.toISOString(),
  };
};

/** The flight of a route on a date: the first leg leaves at the number's local time of day. */
const flightOn = (airline: SandboxAirline, flightNumber: string, route: Airport[], date: string): Flight => {
  // Every day at the same local time, between 06:00 and 23:30, in 5-minute steps.
  const departsAt = 360 + (hash(`${flightNumber}:departs`) % 211) * 5;
  let leaves = zonedInstant(date, timeOfDay(departsAt), route[0]?.timezone ?? 'UTC');
  const legs: FlightLeg[] = [];
  for (let i = 0; i + 1 < route.length; i += 1) {
    const from = route[i] as Airport;
    const to = route[i + 1] as Airport;
    const lands = new Date(leaves.getTime() + blockMinutes(greatCircleKm(from, to)) * 60_000);
    legs.push({ flightNumber, departure: pointAt(from, leaves), arrival: pointAt(to, lands) });
    // A connection of 60 to 150 minutes at the hub.
    leaves = new Date(lands.getTime() + (60 + (hash(`${flightNumber}:${i}:connects`) % 19) * 5) * 60_000);
  }
  return { flightNumber, airlineCode: airline.code, airlineName: airline.name, legs };
};

/** The airline and number of a flight number, or null when the schedule does not serve it. */
const parse = (flightNumber: string) => {
  const match = FLIGHT_NUMBER.exec(flightNumber.replace(/\s+/g, '').toUpperCase());
  if (!match) return null;
  const [, designator = '', digits = '', suffix = ''] = match;
  const airline = airlineByCode(designator);
  const number = Number(digits);
  if (!airline || number < 1 || number >= FIRST_UNSERVED_NUMBER) return null;
  return { airline, number, flightNumber: `${airline.code}${number}${suffix}` };
};

/**
 * The sandbox schedule (DESIGN §6b): every served flight flies daily, the same route at the same
 * local time, so it answers the same for the same number and date. The airline comes from the
 * IATA designator (`airlines.ts`); the route joins real airports (`network-airports.ts`, the
 * airport data set) by the number's kind (`kindOf`); local times are in each airport's zone and the
 * time in the air follows the great-circle distance. Unknown designators and numbers from 9000 up:
 * not served.
 */
export const createSandboxFlightSchedule = (airports: Pick<AirportService, 'find'>) => {
  const network = memo(() => buildNetwork(airports));

  const find = async (flightNumber: string, date: string): Promise<Flight | null> => {
    const parsed = parse(flightNumber);
    if (!parsed || !isLocalDate(date)) return null;
    const route = routeOf(await network.get(), parsed.airline, parsed.number);
    return route ? flightOn(parsed.airline, parsed.flightNumber, route, date) : null;
  };

  return {
    find,

    /**
     * For tests and demos: served flights whose leg lands at (arrival) or leaves (departure)
     * `airportCode` on the local date `date` there — the first `limit` found in the order of the
     * airline table and the flight numbers, then sorted by that leg's time. Deterministic.
     */
    async flightsAt(
      airportCode: string,
      date: string,
      direction: FlightDirection,
      limit = 20,
    ): Promise<FlightAtAirport[]> {
      const code = airportCode.toUpperCase();
      if (!isLocalDate(date)) return [];
      const loaded = await network.get();
      const found: FlightAtAirport[] = [];
      for (const airline of SANDBOX_AIRLINES) {
        for (let number = 1; number < FIRST_UNSERVED_NUMBER && found.length < limit; number += 1) {
          const route = routeOf(loaded, airline, number);
          const stop = route?.findIndex((airport) => airport.code === code) ?? -1;
          if (!route || stop < 0 || (direction === 'arrival' ? stop === 0 : stop === route.length - 1))
            continue;
          const flightNumber = `${airline.code}${number}`;
          // A flight dated the day before may land (or leave on its second leg) on this date.
          for (const flightDate of [addLocalDays(date, -1), date]) {
            const leg = flightOn(airline, flightNumber, route, flightDate).legs.find((candidate) =>
              direction === 'arrival'
                ? candidate.arrival.code === code && candidate.arrival.date === date
                : candidate.departure.code === code && candidate.departure.date === date,
            );
            if (leg) found.push({ flightNumber, date: flightDate, leg });
          }
        }
      }
      const at = (item: FlightAtAirport) =>
        direction === 'arrival' ? item.leg.arrival.at : item.leg.departure.at;
      return found
        .slice(0, limit)
        .sort((a, b) => at(a).localeCompare(at(b)) || a.flightNumber.localeCompare(b.flightNumber));
    },
  };
};

export type SandboxFlightSchedule = ReturnType<typeof createSandboxFlightSchedule>;
