import { ComingSoonPage } from '../../components/coming-soon-page';

// Lane search and results arrive with the Fast Track issue.
export const SearchPage = () => <ComingSoonPage titleKey="search.title" />;
export const ResultPage = () => <ComingSoonPage titleKey="search.results" />;
