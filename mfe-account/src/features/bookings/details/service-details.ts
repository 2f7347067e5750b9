import type { FileOutcome } from '@portal/shared/bookings';
import { type BookingService, bookingServiceOfType } from '@portal/shared/contracts';
import type { BookingSpine, OrderAccounts, OrderSummary } from '@portal/shared/contracts/bookings';
import type { ApiOutcome } from '@portal/shared/http';
import type { ComponentType } from 'react';
import { fastTrackDetail } from './fast-track/fast-track-detail';

/** What every service's detail call answers: the list's summary with the money and the terms. */
export type DetailedOrder = OrderSummary & OrderAccounts;

/**
 * How one service plugs its booking into the detail page (decision 0007: a service adds its own
 * parts, nothing else changes): how to read the order with its own fields, how to show those
 * fields, its spine's cancel and resend calls, and its voucher if it has one.
 */
export interface ServiceDetail<T extends DetailedOrder = DetailedOrder> {
  /** The service's detail call (`/order/cip-detail`, …); opening it marks the booking seen. */
  read: (orderNo: string, signal: AbortSignal) => Promise<ApiOutcome<T>>;
  /** The service's own facts (lane, flight, passengers, …), as `<dl>` rows. */
  Fields: ComponentType<{ order: T }>;
  spine: Pick<BookingSpine, 'cancelBooking' | 'resendConfirmEmail'>;
  /** The service's voucher of a confirmed booking, where it has one. */
  voucher?: (orderNo: string) => Promise<FileOutcome>;
}

/**
 * Each entry is typed with its own order; the table holds them by the common part. The cast is
 * sound because an entry's `read` and `Fields` always travel together (Fields only ever receives
 * what the same entry's `read` answered).
 */
const entry = <T extends DetailedOrder>(detail: ServiceDetail<T>) => detail as unknown as ServiceDetail;

/** The services whose bookings the detail page can read. Transport and Airport Assistant come with their detail calls. */
export const SERVICE_DETAILS: Partial<Record<BookingService, ServiceDetail>> = {
  fast_track: entry(fastTrackDetail),
};

export const serviceDetailOf = (type: number | undefined): ServiceDetail | undefined => {
  const service = bookingServiceOfType(type);
  return service ? SERVICE_DETAILS[service] : undefined;
};
