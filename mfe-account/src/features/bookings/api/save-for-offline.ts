import { bookingServiceOfType } from '@portal/shared/contracts';
import type { OrderSummary } from '@portal/shared/contracts/bookings';
import { loadNamespaces } from '@portal/shared/i18n';
import { serviceWorkerControls } from '@portal/shared/offline';
import { PAYING_NAMESPACES } from '../../../namespace';
import { loadBookingDetailsPage } from '../details/load-details-page';
import { loadBookingDetailModule } from '../details/use-booking-detail-module';

/** A booking the traveller may still need at the airport: paid or to pay, not yet past. */
export const isUpcoming = (item: OrderSummary, now: Date): boolean =>
  (item.status === 'paid' || item.status === 'unpaid') && new Date(item.serviceAt).getTime() > now.getTime();

/**
 * Once the bookings list is read online, the detail page's code and each upcoming booking's detail
 * (with a Fast Track voucher's QR code) are read in the background, through its service's module, so that the service
 * worker saves it and it opens offline at the airport (issue 24). Quiet: a failure shows nothing;
 * the booking then opens online as before. Nothing happens without a service worker or a connection.
 */
export async function saveUpcomingForOffline(
  items: readonly OrderSummary[],
  signal: AbortSignal,
  now: Date = new Date(),
): Promise<void> {
  if (!serviceWorkerControls() || !navigator.onLine || !items.some((item) => isUpcoming(item, now))) return;
  // The detail page's own code and texts, which the route loads only when a booking is opened.
  await Promise.all([loadBookingDetailsPage(), loadNamespaces(PAYING_NAMESPACES)]).catch(() => undefined);
  for (const item of items) {
    if (signal.aborted) return;
    const service = isUpcoming(item, now) ? bookingServiceOfType(item.type) : null;
    const module = service ? await loadBookingDetailModule(service) : null;
    if (!module || signal.aborted) continue;
    await module.read(item.orderNo, signal, { quiet: true }).catch(() => undefined);
  }
}
