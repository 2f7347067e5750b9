import { createTransportBookingService } from './transport-booking-service';
import { createTransportOperations } from './transport-operations';
import { createTransportQuotes } from './transport-quotes';
import type { TransportServiceDeps } from './transport-service-shared';

export type { PassengerInput, SearchCarsInput, TransportServiceDeps } from './transport-service-shared';

/**
 * Transport Services' own calls: the served airports, the flight at the trip's airport, the
 * wizard's steps into the spine's draft (the trip and its cars, the car, the passenger), the order
 * for its result and detail pages, booking requests and their quotations by an operator, and the
 * fleet an operator sets. Placing, paying and cancelling are the spine's. Only cardholders whose
 * card level includes transport (`supportTransport`) may search and book (else PROGRAM_UNAVAILABLE).
 */
export const createTransportService = (deps: TransportServiceDeps) => ({
  // The cardholder's calls (transport-booking-service.ts).
  ...createTransportBookingService(deps),
  // Operators' quotations of booking requests (transport-quotes.ts).
  ...createTransportQuotes(deps),
  // Operations: the fleet (transport-operations.ts).
  ...createTransportOperations(deps),
});

export type TransportService = ReturnType<typeof createTransportService>;
