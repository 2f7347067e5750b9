import { ComingSoonPage } from '../../components/coming-soon-page';

// The Fast Track booking screens arrive with the Fast Track issue.
export const DetailPage = () => <ComingSoonPage titleKey="booking.steps.detail" />;
export const PassengerPage = () => <ComingSoonPage titleKey="booking.steps.passenger" />;
export const ReviewPage = () => <ComingSoonPage titleKey="booking.steps.review" />;
export const CompletePage = () => <ComingSoonPage titleKey="booking.steps.complete" />;
