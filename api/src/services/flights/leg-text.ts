import type { Language } from '@portal/shared/contracts';
import type { FlightLeg } from '@portal/shared/contracts/flights';
import { formatLocalDateTime } from '@portal/shared/time';

/**
 * A flight leg in a booking's mails and calendar file, each end in its airport's local time with the
 * zone: 'BA 117 LHR Tue, Jul 16, 2030, 11:20 AM BST → JFK Tue, Jul 16, 2030, 2:15 PM EDT'.
 */
export const flightLegText = (leg: FlightLeg, language: Language): string =>
  `${leg.flightNumber} ${leg.departure.code} ${formatLocalDateTime(leg.departure.at, leg.departure.timeZone, language)} → ` +
  `${leg.arrival.code} ${formatLocalDateTime(leg.arrival.at, leg.arrival.timeZone, language)}`;
