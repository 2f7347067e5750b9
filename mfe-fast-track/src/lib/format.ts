/**
 * Money and times as a cardholder reads them, in the page's language. Service times are the
 * airport's: an instant is shown in the airport's IANA zone with the zone's name (DESIGN §6a).
 */

/** Minor units (cents) in a currency, e.g. 2400 USD → "$24.00" in en-US. */
export const formatMoney = (minorUnits: number, currency: string, language: string): string => {
  const format = new Intl.NumberFormat(language, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minorUnits / 10 ** digits);
};

/** An instant (ISO 8601) as the airport's local date and time with the zone, e.g. "Tue, Jul 14, 2026, 10:00 AM GMT+1". */
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
