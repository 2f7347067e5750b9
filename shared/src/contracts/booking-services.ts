import type { RemoteName } from './endpoints/remotes';

/**
 * The three bookable services, spelled once. Everything that names a service — the database's
 * service column and checks, the pending payment's `type`, the remote whose `./payment-return`
 * finishes a payment, the i18n namespace, the order-number prefix, the API path prefix — is
 * derived from this table (DESIGN §6a). A fourth service is one more row.
 */
export const BOOKING_SERVICES = {
  transport: {
    /** The specification's number (pending payment `type`, order list filters). */
    type: 1,
    remote: 'mfe-transport',
    namespace: 'transport',
    orderPrefix: 'TS',
    apiPrefix: '/transport',
  },
  airport_assistant: {
    type: 2,
    remote: 'mfe-airport-assistant',
    namespace: 'airportAssistant',
    orderPrefix: 'AA',
    apiPrefix: '/airport-assistant',
  },
  fast_track: {
    type: 3,
    remote: 'mfe-fast-track',
    namespace: 'fastTrack',
    orderPrefix: 'FT',
    apiPrefix: '/cip',
  },
} as const satisfies Record<
  string,
  { type: number; remote: RemoteName; namespace: string; orderPrefix: string; apiPrefix: `/${string}` }
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
