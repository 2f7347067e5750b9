import {
  CAR_CAPACITY,
  CAR_TYPES,
  type CarOffer,
  type CarType,
  type TransportAirport,
} from '@portal/shared/contracts/transport';
import type { PreparedJson } from '../../lib/prepared-json';
import { type AirportService, servedAirports } from '../airports';

/** Every fare is in US dollars, as Airport Assistant's are (one currency at every airport). */
export const TRANSPORT_CURRENCY = 'USD';

/** Included in every fare (the standard limit); above it each kilometre is charged at the car's rate. */
export const STANDARD_KM = 40;
/** The longest trip the fleet drives: beyond it, MILEAGE_EXCEEDED. */
export const MAX_KM = 200;

/** Per car type: the base fare for up to STANDARD_KM and the rate per further kilometre (minor units). */
export const CAR_FARES: Record<CarType, { base: number; perKm: number }> = {
  economy: { base: 6_000, perKm: 150 },
  business: { base: 9_000, perKm: 200 },
  first: { base: 14_000, perKm: 300 },
  van: { base: 11_000, perKm: 220 },
};

/** Cars of each type an airport's fleet has for one pick-up hour, unless an operator set another number. */
export const DEFAULT_FLEET: Record<CarType, number> = { economy: 4, business: 3, first: 2, van: 2 };

/**
 * The airports the fleet serves: major airports of the flight network (a trip from or to any other
 * airport can only be a booking request, `outsideServedArea`).
 */
export const FLEET_AIRPORT_CODES: readonly string[] = [
  'AMS',
  'ARN',
  'ATH',
  'BCN',
  'BER',
  'BOG',
  'BRU',
  'CDG',
  'CPH',
  'DOH',
  'DUB',
  'DXB',
  'EWR',
  'EZE',
  'FCO',
  'FRA',
  'GIG',
  'GRU',
  'HKG',
  'HND',
  'ICN',
  'IST',
  'JFK',
  'JNB',
  'LAX',
  'LGW',
  'LHR',
  'LIM',
  'LIS',
  'MAD',
  'MEX',
  'MIA',
  'MUC',
  'MXP',
  'NRT',
  'ORD',
  'ORY',
  'PEK',
  'PVG',
  'SCL',
  'SFO',
  'SIN',
  'SYD',
  'VIE',
  'YYZ',
  'ZRH',
];

/** The largest capacity of any car type: a group or luggage beyond it is a booking request. */
export const LARGEST_CAR = {
  passengers: Math.max(...CAR_TYPES.map((type) => CAR_CAPACITY[type].passengers)),
  luggage: Math.max(...CAR_TYPES.map((type) => CAR_CAPACITY[type].luggage)),
};

/** Whether a car type takes the group and its luggage. */
export const carFits = (carType: CarType, people: number, luggage: number): boolean =>
  CAR_CAPACITY[carType].passengers >= people && CAR_CAPACITY[carType].luggage >= luggage;

/** Kilometres beyond the standard limit (charged at the car's rate). */
export const extraKmOf = (distanceKm: number): number => Math.max(0, distanceKm - STANDARD_KM);

/** A car type for a trip of `distanceKm`: capacity, base fare, extra mileage and their sum. */
export const carOffer = (carType: CarType, distanceKm: number): CarOffer => {
  const fare = CAR_FARES[carType];
  const extraMileage = extraKmOf(distanceKm) * fare.perKm;
  return {
    carType,
    passengers: CAR_CAPACITY[carType].passengers,
    luggage: CAR_CAPACITY[carType].luggage,
    basePrice: fare.base,
    extraMileage,
    price: fare.base + extraMileage,
    currency: TRANSPORT_CURRENCY,
  };
};

/** The served airports (names, countries and zones from the airport data set), sorted by code. */
export const createTransportCatalogue = (airports: Pick<AirportService, 'find'>) => {
  const served = servedAirports(
    airports,
    FLEET_AIRPORT_CODES,
    (airport): TransportAirport => ({ ...airport, currency: TRANSPORT_CURRENCY }),
  );

  return {
    airports: async (): Promise<TransportAirport[]> => (await served.get()).list,
    prepared: async (): Promise<PreparedJson> => (await served.get()).prepared,
    /** A served airport, or undefined. */
    served: async (code: string): Promise<TransportAirport | undefined> =>
      (await served.get()).byCode.get(code.toUpperCase()),
    /** Any airport with a zone (a request may be from or to one the fleet does not serve). */
    anyAirport: (code: string) => airports.find(code.toUpperCase()),
  };
};

export type TransportCatalogue = ReturnType<typeof createTransportCatalogue>;
