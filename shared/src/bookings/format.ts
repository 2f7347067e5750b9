import type { FlightLeg } from '@portal/shared/contracts/flights';
/**
 * Money and times of bookings as a cardholder reads them, in the page's language (every service's
 * wizard and the bookings pages use these). A booking's time is the airport's: an instant is shown
 * in the airport's IANA zone with the zone's short name (DESIGN §6a), so a traveller at home and at
 * the airport read the same clock time.
 */

/** Minor units (cents) in a currency, e.g. 2400 USD → "$24.00" in en-US. */
export const formatMoney = (minorUnits: number, currency: string, language: string): string => {
  const format = new Intl.NumberFormat(language, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minorUnits / 10 ** digits);
};

/** An instant (ISO 8601) as the airport's local date and time with the zone, e.g. "Tue, Jul 16, 2030, 10:15 AM GMT+1". */
export const formatLocalDateTime = (iso: string, timeZone: string, language: string): string =>
  new Intl.DateTimeFormat(language, {
    timeZone,
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));

/** An instant as the time of day with the zone's name, e.g. "10:45 AM GMT+1" (no zone: the browser's). */
export const formatLocalTime = (iso: string, timeZone: string | undefined, language: string): string =>
  new Intl.DateTimeFormat(language, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));

/** The zone's short name at an instant (e.g. "GMT+1"), for times given as local `HH:mm`. */
export const zoneName = (iso: string, timeZone: string, language: string): string =>
  new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'short' })
    .formatToParts(new Date(iso))
    .find((part) => part.type === 'timeZoneName')?.value ?? timeZone;

/**
 * A local calendar date (`YYYY-MM-DD`, already the airport's) in words. Formatted at noon UTC in
 * UTC, so no zone can move it to the day before or after.
 */
export const formatLocalDate = (date: string, language: string): string =>
  new Intl.DateTimeFormat(language, {
    timeZone: 'UTC',
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(new Date(`${date}T12:00:00Z`));

/** "London (LHR) → New York (JFK)". */
export const legRoute = (leg: FlightLeg) =>
  `${leg.departure.city} (${leg.departure.code}) → ${leg.arrival.city} (${leg.arrival.code})`;
