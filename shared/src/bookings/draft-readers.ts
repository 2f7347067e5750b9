import type { FlightLeg } from '@portal/shared/contracts/flights';

/**
 * Reading a wizard's drafts back from session storage, which is input like any other: each value
 * is checked by hand (no zod: a first step imports its drafts and must stay small), and anything
 * broken or foreign is dropped. The three booking remotes' drafts share these.
 */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const isString = (value: unknown): value is string => typeof value === 'string';
export const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
/** The text, or '' for anything else. */
export const text = (value: unknown): string => (isString(value) ? value : '');
/** The text, or null for anything else. */
export const textOrNull = (value: unknown): string | null => (isString(value) ? value : null);
/** The value when it is one of `values`, else null. */
export const oneOf = <T extends string>(values: readonly T[], value: unknown): T | null =>
  (values as readonly unknown[]).includes(value) ? (value as T) : null;
/** A whole number kept within `min`–`max`; `fallback` for anything else. */
export const count = (value: unknown, min: number, max: number, fallback: number) =>
  isNumber(value) ? Math.min(max, Math.max(min, Math.floor(value))) : fallback;

const POINT_TEXTS = ['code', 'name', 'city', 'timeZone', 'date', 'time', 'at'] as const;

const asFlightPoint = (value: unknown): FlightLeg['departure'] | null => {
  if (!isRecord(value) || !POINT_TEXTS.every((key) => isString(value[key]))) return null;
  const point = value as Record<(typeof POINT_TEXTS)[number], string>;
  return {
    code: point.code,
    name: point.name,
    city: point.city,
    countryCode: textOrNull(value.countryCode),
    timeZone: point.timeZone,
    date: point.date,
    time: point.time,
    at: point.at,
  };
};

/** A flight leg as `search-flight` answered it and a draft kept it (only its own fields), or null. */
export const asFlightLeg = (value: unknown): FlightLeg | null => {
  if (!isRecord(value) || !isString(value.flightNumber)) return null;
  const departure = asFlightPoint(value.departure);
  const arrival = asFlightPoint(value.arrival);
  return departure && arrival ? { flightNumber: value.flightNumber, departure, arrival } : null;
};

/** An airport chosen in a wizard's first step, as its draft keeps it. */
export interface AirportChoice {
  code: string;
  name: string;
  city: string;
  country: string;
  timeZone: string;
}

/** The airport a draft kept (only its own fields), or null. */
export const asAirportChoice = (value: unknown): AirportChoice | null => {
  if (!isRecord(value)) return null;
  const { code, name, city, country, timeZone } = value;
  if (![code, name, city, country, timeZone].every(isString)) return null;
  return { code, name, city, country, timeZone } as AirportChoice;
};

/** The flight a wizard's draft keeps: as typed, and the leg found for it. */
export interface FlightFields {
  flightNumber: string;
  /** The flight's departure date, local at its first airport. */
  flightDate: string;
  leg: FlightLeg | null;
  airlineName: string | null;
  /** What the leg was found for (the service's airport, direction, flight number and date). */
  legFor: string | null;
}

/** A draft's flight fields, each read defensively. */
export const asFlightFields = (value: Record<string, unknown>): FlightFields => ({
  flightNumber: text(value.flightNumber),
  flightDate: text(value.flightDate),
  leg: asFlightLeg(value.leg),
  airlineName: textOrNull(value.airlineName),
  legFor: textOrNull(value.legFor),
});

/** No flight yet. */
export const newFlightFields = (): FlightFields => ({
  flightNumber: '',
  flightDate: '',
  leg: null,
  airlineName: null,
  legFor: null,
});

/**
 * What a draft keeps of `GreetingFields` (the services that meet someone: Airport Assistant,
 * Transport): booking for someone else, the welcome sign, and the notes.
 */
export interface GreetingDraft {
  bookingForOther: 0 | 1;
  welcomeSign: string;
  /** The user typed their own sign; until then it follows the passenger's name. */
  welcomeSignEdited: boolean;
  notes: string;
}

/** A draft's greeting fields, each read defensively. */
export const asGreetingDraft = (value: Record<string, unknown>): GreetingDraft => ({
  bookingForOther: value.bookingForOther === 1 ? 1 : 0,
  welcomeSign: text(value.welcomeSign),
  welcomeSignEdited: value.welcomeSignEdited === true,
  notes: text(value.notes),
});

/** Nothing asked yet. */
export const newGreetingDraft = (): GreetingDraft => ({
  bookingForOther: 0,
  welcomeSign: '',
  welcomeSignEdited: false,
  notes: '',
});
