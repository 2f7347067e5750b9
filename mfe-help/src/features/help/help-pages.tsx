import { ComingSoonPage } from '@portal/shared/remote';
import { NAMESPACE } from '../../namespace';

// Help & FAQs and the query form arrive with the help issue; until then each says so plainly.
export const HelpHomePage = () => <ComingSoonPage namespace={NAMESPACE} titleKey="pages.help" />;
export const HelpListPage = () => <ComingSoonPage namespace={NAMESPACE} titleKey="pages.helpList" />;
export const HelpDetailsPage = () => <ComingSoonPage namespace={NAMESPACE} titleKey="pages.helpDetails" />;
export const HelpFormPage = () => <ComingSoonPage namespace={NAMESPACE} titleKey="pages.helpForm" />;
