import { ComingSoonPage } from '@portal/shared/remote';
import { NAMESPACE } from '../../namespace';

// The booking screens arrive with the bookings issue; each says so plainly until then.
export const BookingListPage = () => <ComingSoonPage namespace={NAMESPACE} titleKey="pages.bookings" />;
export const BookingDetailsPage = () => (
  <ComingSoonPage namespace={NAMESPACE} titleKey="pages.bookingDetails" />
);
