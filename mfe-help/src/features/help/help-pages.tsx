import { ComingSoonPage } from '../../components/coming-soon-page';

// Help & FAQs and the query form arrive with the help issue; until then each says so plainly.
export const HelpHomePage = () => <ComingSoonPage titleKey="pages.help" />;
export const HelpListPage = () => <ComingSoonPage titleKey="pages.helpList" />;
export const HelpDetailsPage = () => <ComingSoonPage titleKey="pages.helpDetails" />;
export const HelpFormPage = () => <ComingSoonPage titleKey="pages.helpForm" />;
