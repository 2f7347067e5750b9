import type { FlightLeg } from '@portal/shared/contracts/flights';

/**
 * Money and times of bookings as a cardholder reads them, in the page's language (every service's
 * wizard and the bookings pages use these). Times are written by `@portal/shared/time`'s one local
 * time format, the same the API uses in mails, vouchers and calendar files: re-exported here for the
 * booking pages.
 */
export {
  formatLocalDate,
  formatLocalDateTime,
  formatLocalTime,
  formatLocalTimeRange,
  zoneName,
} from '@portal/shared/time';

/** Minor units (cents) in a currency, e.g. 2400 USD → "$24.00" in en-US. */
export const formatMoney = (minorUnits: number, currency: string, language: string): string => {
  const format = new Intl.NumberFormat(language, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minorUnits / 10 ** digits);
};

/** "London (LHR) → New York (JFK)". */
export const legRoute = (leg: FlightLeg) =>
  `${leg.departure.city} (${leg.departure.code}) → ${leg.arrival.city} (${leg.arrival.code})`;
