import { ComingSoonPage } from '@portal/shared/remote';
import { NAMESPACE } from '../../namespace';

// The Fast Track booking screens arrive with the Fast Track issue.
export const DetailPage = () => <ComingSoonPage namespace={NAMESPACE} titleKey="booking.steps.detail" />;
export const PassengerPage = () => (
  <ComingSoonPage namespace={NAMESPACE} titleKey="booking.steps.passenger" />
);
export const ReviewPage = () => <ComingSoonPage namespace={NAMESPACE} titleKey="booking.steps.review" />;
export const CompletePage = () => <ComingSoonPage namespace={NAMESPACE} titleKey="booking.steps.complete" />;
