import { ComingSoonPage } from '@portal/shared/remote';
import { NAMESPACE } from '../../namespace';

// The airport assistant booking screens arrive with the airport assistant issue.
export const SelectServicePage = () => (
  <ComingSoonPage namespace={NAMESPACE} titleKey="booking.steps.service" />
);
export const BookingDetailsPage = () => (
  <ComingSoonPage namespace={NAMESPACE} titleKey="booking.steps.details" />
);
export const PassengerDetailsPage = () => (
  <ComingSoonPage namespace={NAMESPACE} titleKey="booking.steps.passenger" />
);
export const ReviewPage = () => <ComingSoonPage namespace={NAMESPACE} titleKey="booking.steps.review" />;
