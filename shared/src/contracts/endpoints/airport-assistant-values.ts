/**
 * Airport Assistant's lists and limits as plain values, without zod: the contracts build their
 * schemas from them, and a first step (or its session-storage drafts) reads them without loading
 * the schemas. Its booking rules with a number in them (lead time, service windows, surcharge) are
 * the service policy's, `@portal/shared/policy`. Re-exported by
 * `@portal/shared/contracts/airport-assistant`; imported alone as
 * `@portal/shared/contracts/airport-assistant-values`.
 */

/** Service types, in the specification's order (Domestic Arrival, …). */
export const ASSISTANT_SERVICE_TYPES = [
  'domestic_arrival',
  'domestic_departure',
  'international_arrival',
  'international_departure',
] as const;
export type AssistantServiceType = (typeof ASSISTANT_SERVICE_TYPES)[number];
export const isArrival = (type: AssistantServiceType): boolean => type.endsWith('_arrival');

/** Service levels, in the specification's order (VIP, Meet & Assist, VVIP, Usual). */
export const ASSISTANT_LEVELS = ['vip', 'meet_assist', 'vvip', 'usual'] as const;
export type AssistantLevel = (typeof ASSISTANT_LEVELS)[number];

/** What a level can include; the remote names each in the reader's language. */
export const ASSISTANT_FEATURES = [
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
] as const;
export type AssistantFeature = (typeof ASSISTANT_FEATURES)[number];

export const AIR_TICKET_TYPES = ['first', 'business', 'economy'] as const;
export type AirTicketType = (typeof AIR_TICKET_TYPES)[number];

export const TRANSPORT_MODES = ['bus', 'limousine', 'private_car', 'taxi', 'others'] as const;
export type TransportMode = (typeof TRANSPORT_MODES)[number];

/** Stepper limits. */
export const ASSISTANT_PASSENGERS = { min: 1, max: 10 } as const;
export const ASSISTANT_LUGGAGE = { min: 0, max: 20 } as const;
