import type { FaqCategory } from '@portal/shared/contracts';
import type { QueryCategory } from '@portal/shared/contracts/help';

const QUERY_CATEGORY_OF: Partial<Record<FaqCategory, QueryCategory>> = {
  transport: 'airportTransport',
  airportAssistant: 'airportAssistant',
};

/** The query form's category for questions of a FAQ category, where one fits. */
export const queryCategoryFor = (category: FaqCategory): QueryCategory | undefined =>
  QUERY_CATEGORY_OF[category];
