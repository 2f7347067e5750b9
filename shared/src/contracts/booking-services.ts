import type { EndpointResult } from './endpoint';
import type { supportProduct } from './endpoints/public';
import type { RemoteName } from './endpoints/remotes';

/** What the programme offers this visitor or cardholder (`/user/support-product`). */
export type ProgrammeSupport = EndpointResult<typeof supportProduct>;
/** A flag of `ProgrammeSupport` that decides whether a service is offered at all. */
export type ProgrammeSupportFlag = keyof ProgrammeSupport;

/** What a service prices its base line by (the `quantity` of a `base` price line). */
export type PriceUnit = 'passenger' | 'car';

/**
 * The three bookable services, spelled once. Everything that names a service — the database's
 * service column and checks, the pending payment's `type`, the remote whose `./payment-return`
 * finishes a payment and whose `./booking-detail` shows a booking, the i18n namespace, the
 * order-number prefix, the API path prefix, and the way in (header, mobile menu, home tile) — is
 * derived from this table (DESIGN §6a, decisions 0007 and 0008). A fourth service is one more row.
 * The rows are in the order the portal lists the services.
 */
export const BOOKING_SERVICES = {
  transport: {
    /** The specification's number (pending payment `type`, order list filters). */
    type: 1,
    remote: 'mfe-transport',
    namespace: 'transport',
    orderPrefix: 'TS',
    apiPrefix: '/transport',
    /** Where the header, the mobile menu and the home tile lead (a path the remote owns). */
    entryPath: '/transport-services',
    /** The programme flag that must be true for the service to be offered; null: always offered. */
    offeredBy: 'supportTransport',
    /** What the base price line's quantity counts: a transfer is priced per car, not per passenger. */
    priceUnit: 'car',
  },
  airport_assistant: {
    type: 2,
    remote: 'mfe-airport-assistant',
    namespace: 'airportAssistant',
    orderPrefix: 'AA',
    apiPrefix: '/airport-assistant',
    entryPath: '/airport-assistant',
    // The meet-and-greet agreement (decision 0008).
    offeredBy: 'supportAgreement',
    // The base covers the first passenger; the others are an `extraPassengers` line.
    priceUnit: 'passenger',
  },
  fast_track: {
    type: 3,
    remote: 'mfe-fast-track',
    namespace: 'fastTrack',
    orderPrefix: 'FT',
    apiPrefix: '/cip',
    entryPath: '/fast-track/search',
    offeredBy: null,
    priceUnit: 'passenger',
  },
} as const satisfies Record<
  string,
  {
    type: number;
    remote: RemoteName;
    namespace: string;
    orderPrefix: string;
    apiPrefix: `/${string}`;
    entryPath: `/${string}`;
    offeredBy: ProgrammeSupportFlag | null;
    priceUnit: PriceUnit;
  }
>;

export type BookingService = keyof typeof BOOKING_SERVICES;
export type BookingServiceType = (typeof BOOKING_SERVICES)[BookingService]['type'];

export const BOOKING_SERVICE_KEYS = Object.keys(BOOKING_SERVICES) as [BookingService, ...BookingService[]];
export const BOOKING_SERVICE_TYPES = BOOKING_SERVICE_KEYS.map((key) => BOOKING_SERVICES[key].type);

/** The service of a pending payment's or an order's `type`; undefined for any other number. */
export const bookingServiceOfType = (type: unknown): BookingService | undefined =>
  BOOKING_SERVICE_KEYS.find((key) => BOOKING_SERVICES[key].type === type);

export const isBookingServiceType = (value: unknown): value is BookingServiceType =>
  bookingServiceOfType(value) !== undefined;

/** The service an order number belongs to, by its prefix (`FT-…` Fast Track); undefined if none. */
export const bookingServiceOfOrderNo = (orderNo: string): BookingService | undefined =>
  BOOKING_SERVICE_KEYS.find((key) => orderNo.startsWith(`${BOOKING_SERVICES[key].orderPrefix}-`));

/**
 * Whether to offer a service (its header link, menu entry, home tile, "Book …" links): operations
 * have its remote switched on and, where it depends on one, the programme's flag is true.
 */
export const isBookingServiceOffered = (
  service: BookingService,
  remoteEnabled: (remote: RemoteName) => boolean,
  support: ProgrammeSupport,
): boolean => {
  const { remote, offeredBy } = BOOKING_SERVICES[service];
  return remoteEnabled(remote) && (offeredBy === null || support[offeredBy]);
};

/** The services to offer, in the table's order (see `isBookingServiceOffered`). */
export const offeredBookingServices = (
  remoteEnabled: (remote: RemoteName) => boolean,
  support: ProgrammeSupport,
): BookingService[] =>
  BOOKING_SERVICE_KEYS.filter((service) => isBookingServiceOffered(service, remoteEnabled, support));
