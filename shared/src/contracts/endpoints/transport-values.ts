/**
 * Transport Services' lists and limits as plain values, without zod: the contracts build their
 * schemas from them, and the wizard's first step and its session-storage drafts read them without
 * loading the schemas. Re-exported by `@portal/shared/contracts/transport`; imported alone as
 * `@portal/shared/contracts/transport-values`.
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
/** At most one child seat (specification §9). */
export const CHILD_SEAT_MAX = 1;

/**
 * Why a trip cannot be priced automatically and may be sent as a booking request that an operator
 * quotes: the airport is not one the fleet serves, or the group or its luggage fits no car type.
 */
export const REQUEST_REASONS = ['outsideServedArea', 'groupTooLarge', 'luggageTooLarge'] as const;
export type RequestReason = (typeof REQUEST_REASONS)[number];

/** Which way the trip goes: picked up at the airport (after the flight lands) or taken to it. */
export const TRIP_DIRECTIONS = ['fromAirport', 'toAirport'] as const;
export type TripDirection = (typeof TRIP_DIRECTIONS)[number];

/** The rules the pages show and the API keeps (specification §9). */
export const TRANSPORT_RULES = {
  /** A pick-up is booked at least this long ahead (real hours, on instants). */
  minHoursAhead: 48,
  /** A pick-up under this long before take-off must be confirmed. */
  nearDepartureHours: 2,
  /** Out-of-hours surcharge on the base fare, for a pick-up from 21:00 until 08:00 local. */
  outOfHours: { from: '21:00', until: '08:00', percent: 20 },
  /** Free waiting time: after the actual arrival for an airport pick-up, otherwise after the pick-up time. */
  freeWaitingMinutes: { fromAirport: 60, other: 15 },
  /** Driver and car details are sent this long before the pick-up. */
  driverDetailsHoursBefore: 3,
  /** A quoted booking request is accepted and paid at least this long before the service. */
  quoteAcceptHoursBefore: 12,
  /** An operator answers a booking request within this many hours. */
  requestAnswerHours: 24,
} as const;
