import { ComingSoonPage } from '../../components/coming-soon-page';

// The airport assistant booking screens arrive with the airport assistant issue.
export const SelectServicePage = () => <ComingSoonPage titleKey="booking.steps.service" />;
export const BookingDetailsPage = () => <ComingSoonPage titleKey="booking.steps.details" />;
export const PassengerDetailsPage = () => <ComingSoonPage titleKey="booking.steps.passenger" />;
export const ReviewPage = () => <ComingSoonPage titleKey="booking.steps.review" />;
