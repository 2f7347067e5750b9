/**
 * Transport Services' lists and limits as plain values, without zod: the contracts build their
 * schemas from them, and the wizard's first step and its session-storage drafts read them without
 * loading the schemas. The service rules with a number in them (lead time, surcharge, waiting,
 * child seats) are the service policy's, `@portal/shared/policy`. Re-exported by
 * `@portal/shared/contracts/transport`; imported alone as `@portal/shared/contracts/transport-values`.
 */

/** What a place found by `/maps/search` is. */
export const PLACE_KINDS = ['airport', 'city', 'hotel', 'station', 'landmark'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** Car types from the smallest to the largest; their capacity is in `CAR_CAPACITY`. */
export const CAR_TYPES = ['economy', 'business', 'first', 'van'] as const;
export type CarType = (typeof CAR_TYPES)[number];

/** How many passengers (adults and children together) and pieces of luggage each car type takes. */
export const CAR_CAPACITY: Record<CarType, { passengers: number; luggage: number }> = {
  economy: { passengers: 3, luggage: 2 },
  business: { passengers: 3, luggage: 3 },
  first: { passengers: 3, luggage: 3 },
  van: { passengers: 7, luggage: 7 },
};

/** The steppers' limits on Booking Details. */
export const TRANSPORT_ADULTS = { min: 1, max: 12 } as const;
export const TRANSPORT_CHILDREN = { min: 0, max: 8 } as const;
export const TRANSPORT_LUGGAGE = { min: 0, max: 12 } as const;

/**
 * Why a trip cannot be priced automatically and may be sent as a booking request that an operator
 * quotes: the airport is not one the fleet serves, or the group or its luggage fits no car type.
 */
export const REQUEST_REASONS = ['outsideServedArea', 'groupTooLarge', 'luggageTooLarge'] as const;
export type RequestReason = (typeof REQUEST_REASONS)[number];

/** Which way the trip goes: picked up at the airport (after the flight lands) or taken to it. */
export const TRIP_DIRECTIONS = ['fromAirport', 'toAirport'] as const;
export type TripDirection = (typeof TRIP_DIRECTIONS)[number];
