import type { FileOutcome } from '@portal/shared/bookings/fetch-order-file';
import { BOOKING_SERVICES } from '@portal/shared/contracts';
import type { BookingSpine, OrderAccounts, OrderSummary } from '@portal/shared/contracts/bookings';
import type { ApiOutcome } from '@portal/shared/http';
import { NAMESPACES, type Namespace } from '@portal/shared/i18n';
import type { ComponentType } from 'react';

/** What every service's detail call answers: the list's summary with the money and the terms. */
export type DetailedOrder = OrderSummary & OrderAccounts;

/**
 * The spine's calls Pay now needs (an unpaid order whose card payment did not finish): the service
 * (its `type` goes in the note for the payment return), the password re-check and `payBooking`.
 */
export type BookingPaySpine = Pick<BookingSpine, 'service' | 'verifyPwd' | 'payBooking'>;

/**
 * The spine's calls the bookings pages use: cancel and resend, and Pay now's. A remote passes its
 * whole spine (`fastTrackSpine`, …); a release from before Pay now has no pay calls, and its
 * bookings are shown without Pay now rather than not at all.
 */
export type BookingDetailSpine = Pick<BookingSpine, 'cancelBooking' | 'resendConfirmEmail'> &
  Partial<BookingPaySpine>;

/** The module a booking service's remote exposes for the bookings pages (`bookingDetail: true`). */
export const BOOKING_DETAIL_MODULE = './booking-detail';

/** How a booking is read: `quiet` for background work (saving it for offline use), which shows no dialog. */
export interface ReadOptions {
  quiet?: boolean;
}

/**
 * What a booking service's remote exposes as `./booking-detail`, under the name `bookingDetail`
 * (decisions 0007 and 0008): how the bookings pages of `mfe-account` read one of its orders with
 * its own fields, show those fields, pay it when unpaid, cancel it, resend its confirmation and
 * download its voucher.
 * The account loads the module of the order's service (`BOOKING_SERVICES[…].remote`, through
 * `loadExposedModule` of `@portal/shared/stores`) and never learns a service's endpoints or fields.
 */
export interface BookingDetailModule<T extends DetailedOrder = DetailedOrder> {
  /** The service's message namespace; loaded before `Fields` renders. */
  namespace: Namespace;
  /** The service's detail call (`/order/cip-detail`, …); opening it marks the booking seen. */
  read: (orderNo: string, signal: AbortSignal, options?: ReadOptions) => Promise<ApiOutcome<T>>;
  /** The service's own facts (flight, passengers, …) as `<div><dt/><dd/></div>` rows of a `<dl>`. */
  Fields: ComponentType<{ order: T }>;
  spine: BookingDetailSpine;
  /** The voucher of a confirmed booking, where the service has one. */
  voucher?: (orderNo: string) => Promise<FileOutcome>;
}

/** The module's calls for Pay now, or null when its remote's release has none. */
export const paySpineOf = (module: Pick<BookingDetailModule, 'spine'>): BookingPaySpine | null => {
  const { service, verifyPwd, payBooking } = module.spine;
  return service && verifyPwd && payBooking ? { service, verifyPwd, payBooking } : null;
};

/**
 * Each service module is typed with its own order; the account remote holds them by the common
 * part. Sound because `read` and `Fields` travel together (Fields only receives what read answered).
 */
export const bookingDetailModule = <T extends DetailedOrder>(module: BookingDetailModule<T>) =>
  module as unknown as BookingDetailModule;

const isFunction = (value: unknown): value is (...args: never[]) => unknown => typeof value === 'function';
const isEndpoint = (value: unknown) =>
  typeof value === 'object' && value !== null && typeof (value as { path?: unknown }).path === 'string';

/** Pay now's calls: all absent (a release from before them), or a known service with both endpoints. */
const payCallsValid = ({ service, verifyPwd, payBooking }: Record<string, unknown>) =>
  (service === undefined && verifyPwd === undefined && payBooking === undefined) ||
  (typeof service === 'string' &&
    Object.hasOwn(BOOKING_SERVICES, service) &&
    isEndpoint(verifyPwd) &&
    isEndpoint(payBooking));

/**
 * The `bookingDetail` of a loaded `./booking-detail` module, or null when it is not one: a remote is
 * another team's release, so its shape is checked at run time instead of trusted from a type.
 */
export const asBookingDetailModule = (exports: unknown): BookingDetailModule | null => {
  if (typeof exports !== 'object' || exports === null) return null;
  const module = (exports as { bookingDetail?: unknown }).bookingDetail;
  if (typeof module !== 'object' || module === null) return null;
  const { namespace, read, Fields, spine, voucher } = module as Record<string, unknown>;
  const spineCalls = (spine ?? {}) as Record<string, unknown>;
  const component = isFunction(Fields) || (typeof Fields === 'object' && Fields !== null);
  const valid =
    (NAMESPACES as readonly unknown[]).includes(namespace) &&
    isFunction(read) &&
    component &&
    isEndpoint(spineCalls.cancelBooking) &&
    isEndpoint(spineCalls.resendConfirmEmail) &&
    payCallsValid(spineCalls) &&
    (voucher === undefined || isFunction(voucher));
  return valid ? (module as BookingDetailModule) : null;
};
