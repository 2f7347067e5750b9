import { BOOKING_SERVICES, type BookingService, bookingServiceOfType } from '@portal/shared/contracts';

/** The message key of a service's name (Fast Track, Airport Assistant, Transport Services). */
export const serviceNameKey = (type: number) => {
  const service = bookingServiceOfType(type);
  return service ? `bookings.services.${service}` : 'bookings.services.other';
};

/** The service an order number belongs to, by its prefix (`FT-…` Fast Track); undefined if none. */
export const serviceOfOrderNo = (orderNo: string): BookingService | undefined =>
  (Object.keys(BOOKING_SERVICES) as BookingService[]).find((key) =>
    orderNo.startsWith(`${BOOKING_SERVICES[key].orderPrefix}-`),
  );

/** The label of an order's one-line place: the lane, the pick-up or the meeting point. */
export const placeKey = (type: number) => {
  const service = bookingServiceOfType(type);
  return service ? `bookings.places.${service}` : 'bookings.places.other';
};
