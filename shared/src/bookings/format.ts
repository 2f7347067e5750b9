import type { FlightLeg } from '@portal/shared/contracts/flights';

/**
 * Money and times of bookings as a cardholder reads them, in the page's language (every service's
 * wizard and the bookings pages use these). Both are written by one formatter each, the ones the API
 * uses in mails, vouchers and calendar files (`@portal/shared/money`, `@portal/shared/time`):
 * re-exported here for the booking pages.
 */
export { formatMoney } from '@portal/shared/money';
export {
  formatLocalDate,
  formatLocalDateTime,
  formatLocalTime,
  formatLocalTimeRange,
  zoneName,
} from '@portal/shared/time';

/** "London (LHR) → New York (JFK)". */
export const legRoute = (leg: FlightLeg) =>
  `${leg.departure.city} (${leg.departure.code}) → ${leg.arrival.city} (${leg.arrival.code})`;
