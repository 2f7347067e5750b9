import {
  ASSISTANT_LEVELS,
  ASSISTANT_SERVICE_TYPES,
  type AssistantAirport,
  type AssistantFeature,
  type AssistantLevel,
  type AssistantOffer,
  type AssistantServiceType,
  isArrival,
} from '@portal/shared/contracts/airport-assistant';
import type { PreparedJson } from '../../lib/prepared-json';
import { type AirportService, servedAirports } from '../airports';
import { NETWORK_AIRPORT_CODES } from '../flights/network-airports';

export const ASSISTANT_CURRENCY = 'USD';

/**
 * What the first passenger and each further one pay (USD minor units), by level and by whether the
 * flight is domestic or international (an international service has immigration and customs to go
 * through, so it costs more). The same at every served airport.
 */
export const ASSISTANT_PRICES: Record<
  AssistantLevel,
  Record<'domestic' | 'international', { base: number; extraPassenger: number }>
> = {
  usual: {
    domestic: { base: 6_000, extraPassenger: 3_000 },
    international: { base: 8_000, extraPassenger: 4_000 },
  },
  meet_assist: {
    domestic: { base: 9_500, extraPassenger: 4_500 },
    international: { base: 12_500, extraPassenger: 6_000 },
  },
  vip: {
    domestic: { base: 18_000, extraPassenger: 9_000 },
    international: { base: 24_000, extraPassenger: 12_000 },
  },
  vvip: {
    domestic: { base: 39_000, extraPassenger: 19_500 },
    international: { base: 52_000, extraPassenger: 26_000 },
  },
};

const scopeOf = (type: AssistantServiceType): 'domestic' | 'international' =>
  type.startsWith('domestic_') ? 'domestic' : 'international';

/**
 * What each level includes. A greeter with a name sign at every level; help with check-in on a
 * departure, with baggage on an arrival; the immigration escort only where there is immigration
 * (international); more comfort up the levels.
 */
export const featuresOf = (type: AssistantServiceType, level: AssistantLevel): AssistantFeature[] => {
  const arrival = isArrival(type);
  const international = scopeOf(type) === 'international';
  const included = new Set<AssistantFeature>([
    'greeting',
    'nameSign',
    arrival ? 'baggageHelp' : 'checkInHelp',
  ]);
  if (level !== 'usual') {
    if (international) included.add('immigrationEscort');
    included.add('porter');
  }
  if (level === 'vip' || level === 'vvip') {
    included.add('fastTrack');
    included.add('lounge');
  }
  if (level === 'vvip') {
    included.add('baggageHelp');
    included.add('buggy');
    included.add('carEscort');
    if (!arrival) included.add('checkInHelp');
  }
  // In the contract's order, which the page lists them in.
  const order: readonly AssistantFeature[] = [
    'greeting',
    'nameSign',
    'checkInHelp',
    'fastTrack',
    'immigrationEscort',
    'baggageHelp',
    'porter',
    'lounge',
    'buggy',
    'carEscort',
  ];
  return order.filter((feature) => included.has(feature));
};

export const offerOf = (type: AssistantServiceType, level: AssistantLevel): AssistantOffer => {
  const price = ASSISTANT_PRICES[level][scopeOf(type)];
  return {
    serviceType: type,
    level,
    features: featuresOf(type, level),
    basePrice: price.base,
    extraPassengerPrice: price.extraPassenger,
    currency: ASSISTANT_CURRENCY,
  };
};

/** Every type × level, types first in the specification's order. */
export const ALL_OFFERS: readonly AssistantOffer[] = ASSISTANT_SERVICE_TYPES.flatMap((type) =>
  ASSISTANT_LEVELS.map((level) => offerOf(type, level)),
);

/**
 * The airports Airport Assistant serves: the major airports of the flight network
 * (`network-airports.ts`, over 350), with names, countries and zones from the airport data set.
 */
export const createAssistantCatalogue = (airports: Pick<AirportService, 'find'>) => {
  const served = servedAirports(airports, NETWORK_AIRPORT_CODES, (airport): AssistantAirport => airport);

  return {
    /** Every served airport, sorted by code. */
    airports: async (): Promise<AssistantAirport[]> => (await served.get()).list,
    /** The airport list answer, serialised once. */
    prepared: async (): Promise<PreparedJson> => (await served.get()).prepared,
    airport: async (code: string): Promise<AssistantAirport | undefined> =>
      (await served.get()).byCode.get(code.toUpperCase()),
    offers: (): AssistantOffer[] => [...ALL_OFFERS],
    offer: offerOf,
  };
};

export type AssistantCatalogue = ReturnType<typeof createAssistantCatalogue>;
