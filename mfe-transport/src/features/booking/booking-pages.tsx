import { ComingSoonPage } from '../../components/coming-soon-page';

// The transport booking screens arrive with the transport issue.
export const BookingDetailsPage = () => <ComingSoonPage titleKey="booking.steps.details" />;
export const SelectCarPage = () => <ComingSoonPage titleKey="booking.steps.car" />;
export const PassengerDetailsPage = () => <ComingSoonPage titleKey="booking.steps.passenger" />;
export const ReviewPage = () => <ComingSoonPage titleKey="booking.steps.review" />;
export const BookingSuccessPage = () => <ComingSoonPage titleKey="booking.success" />;
