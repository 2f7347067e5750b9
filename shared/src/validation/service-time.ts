import type { ValidationResult } from './messages';

const HOUR_MS = 3_600_000;

/** Is the service at least `hours` ahead of now? Instants, so time zones and DST cannot skew it. */
export const isAtLeastHoursAhead = (serviceAt: Date, hours: number, now: Date = new Date()): boolean =>
  serviceAt.getTime() - now.getTime() >= hours * HOUR_MS;

/** Transport bookings are made at least 48 hours ahead (specification §5). */
export const TRANSPORT_MIN_HOURS_AHEAD = 48;

export const validateBookingLeadTime = (serviceAt: Date, now: Date = new Date()): ValidationResult =>
  isAtLeastHoursAhead(serviceAt, TRANSPORT_MIN_HOURS_AHEAD, now) ? null : 'validation.bookingTooSoon';

/** A pick-up cannot be before the flight lands; a drop-off cannot be after it leaves. */
export const validateServiceTimeAgainstFlight = (
  serviceAt: Date,
  flight: { arrivalAt?: Date | null; departureAt?: Date | null },
): ValidationResult => {
  if (flight.arrivalAt && serviceAt.getTime() < flight.arrivalAt.getTime())
    return 'validation.serviceTimeBeforeArrival';
  if (flight.departureAt && serviceAt.getTime() > flight.departureAt.getTime())
    return 'validation.serviceTimeAfterDeparture';
  return null;
};
