import { bookingServiceOfType } from '@portal/shared/contracts';

/**
 * The list's own words for a service, keyed by its key in `BOOKING_SERVICES` (the account's texts,
 * `bookings.services.<key>` and `bookings.places.<key>`): no code per service.
 */

/** The message key of a service's name (Fast Track, Airport Assistant, Transport Services). */
export const serviceNameKey = (type: number) => {
  const service = bookingServiceOfType(type);
  return service ? `bookings.services.${service}` : 'bookings.services.other';
};

/** The label of an order's one-line place: the lane, the pick-up or the meeting point. */
export const placeKey = (type: number) => {
  const service = bookingServiceOfType(type);
  return service ? `bookings.places.${service}` : 'bookings.places.other';
};
