import { ComingSoonPage } from '@portal/shared/remote';
import { NAMESPACE } from '../../namespace';

// Lane search and results arrive with the Fast Track issue.
export const SearchPage = () => <ComingSoonPage namespace={NAMESPACE} titleKey="search.title" />;
export const ResultPage = () => <ComingSoonPage namespace={NAMESPACE} titleKey="search.results" />;
