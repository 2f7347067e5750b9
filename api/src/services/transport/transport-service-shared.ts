import { type EndpointInput, ErrorCode } from '@portal/shared/contracts';
import type { Place, saveTransportPassenger, searchTransportCars } from '@portal/shared/contracts/transport';
import type { ValidationKey } from '@portal/shared/validation';
import type { Database } from '../../db/client';
import { AppError, invalidBodyField } from '../../lib/app-error';
import type { SmsProvider } from '../../providers/sms/sms';
import type { ServiceBookings } from '../bookings/booking-spine';
import type { BookingsArea } from '../bookings/bookings-area';
import type { FlightSchedule } from '../flights/flight-schedule';
import type { MailService } from '../mail/mail-service';
import type { PlaceDirectory } from '../places/place-directory';
import type { BookingRequests } from './booking-requests';
import type { FleetRepository } from './fleet-repository';
import type { TransportCatalogue } from './transport-catalogue';

export const notFound = () => new AppError(ErrorCode.NOT_FOUND);
export const incomplete = () => new AppError(ErrorCode.BOOKING_INCOMPLETE);
/** 400 naming the field and the rule in words, as a contract's own check answers. */
export const badRequest = (field: string, key: ValidationKey) => invalidBodyField(field, key);

/** Booking Details as the contract takes them (`searchTransportCars`). */
export type SearchCarsInput = EndpointInput<typeof searchTransportCars>;

/** Passenger Details as the contract takes them (`saveTransportPassenger`). */
export type PassengerInput = EndpointInput<typeof saveTransportPassenger>;

export const placeOf = (row: {
  id: string;
  kind: Place['kind'];
  name: string;
  address: string;
  countryCode: string | null;
  lat: number;
  lng: number;
}): Place => ({
  ...row,
  airportCode: row.id.startsWith('airport:') ? row.id.slice('airport:'.length) : null,
});

/** What Transport's services are made with (services/index.ts). */
export interface TransportServiceDeps {
  database: Database;
  catalogue: TransportCatalogue;
  places: PlaceDirectory;
  flights: FlightSchedule;
  fleet: FleetRepository;
  bookings: ServiceBookings;
  /** Booking requests and their quotations, on the spine's seam (`booking-requests.ts`). */
  requests: BookingRequests;
  area: BookingsArea;
  mail: Pick<MailService, 'send'>;
  sms: SmsProvider;
  /** The caller's card level support (`/user/support-product`). */
  support: (userId: number) => Promise<{ supportTransport: boolean }>;
  now?: () => Date;
}
