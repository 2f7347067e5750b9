import { ComingSoonPage } from '../../components/coming-soon-page';

// Routes the specification lists without showing their content.
export const ChoosePage = () => <ComingSoonPage titleKey="other.choose" />;
export const PrebookingPage = () => <ComingSoonPage titleKey="other.prebooking" />;
export const ResultPage = () => <ComingSoonPage titleKey="other.result" />;
