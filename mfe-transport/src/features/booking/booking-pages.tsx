import { ComingSoonPage } from '@portal/shared/remote';
import { NAMESPACE } from '../../namespace';

// The transport booking screens arrive with the transport issue.
export const BookingDetailsPage = () => (
  <ComingSoonPage namespace={NAMESPACE} titleKey="booking.steps.details" />
);
export const SelectCarPage = () => <ComingSoonPage namespace={NAMESPACE} titleKey="booking.steps.car" />;
export const PassengerDetailsPage = () => (
  <ComingSoonPage namespace={NAMESPACE} titleKey="booking.steps.passenger" />
);
export const ReviewPage = () => <ComingSoonPage namespace={NAMESPACE} titleKey="booking.steps.review" />;
export const BookingSuccessPage = () => <ComingSoonPage namespace={NAMESPACE} titleKey="booking.success" />;
