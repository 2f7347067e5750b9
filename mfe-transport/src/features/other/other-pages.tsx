import { ComingSoonPage } from '@portal/shared/remote';
import { NAMESPACE } from '../../namespace';

// Routes the specification lists without showing their content.
export const ChoosePage = () => <ComingSoonPage namespace={NAMESPACE} titleKey="other.choose" />;
export const PrebookingPage = () => <ComingSoonPage namespace={NAMESPACE} titleKey="other.prebooking" />;
export const ResultPage = () => <ComingSoonPage namespace={NAMESPACE} titleKey="other.result" />;
