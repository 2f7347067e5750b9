import { localDateFromToday } from '@portal/shared/bookings/local-date';
import type { LaneDirection } from '@portal/shared/contracts/fast-track';
import { useTranslation } from '@portal/shared/i18n';
import { PageTitle } from '@portal/shared/ui';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { type SearchChoice, SearchForm } from '../../components/search-form';
import { readCipCode, writeCipCode } from '../../lib/drafts';
import { type LaneSearch, resultPath } from '../../lib/search-query';
import { NAMESPACE } from '../../namespace';
import styles from './search.module.css';

// The list and its contract load when the airport field is first used, not with the page.
const loadAirports = () => import('../../lib/load-airports').then((module) => module.loadAirports());

/** The search as it was left (restored after a reload or on coming back), else tomorrow's departure. */
const initialSearch = () => {
  const saved = readCipCode();
  const tomorrow = localDateFromToday(1);
  return {
    airport: saved?.airport ?? null,
    // A date that has passed since is replaced, not shown as an error.
    date: saved && saved.date >= localDateFromToday(0) ? saved.date : tomorrow,
    direction: saved?.direction ?? ('departure' as LaneDirection),
  };
};

// The choice is the `cipCode` draft: it survives a reload and prefills the search on coming back.
const keepChoice = ({ airport, date, direction }: SearchChoice) =>
  writeCipCode({ airport, date, direction, laneCode: null });

/** /fast-track/search (public): the airport, the date and the flight's direction. */
export function SearchPage() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const [initial] = useState(initialSearch);
  const onSearch = useCallback((search: LaneSearch) => navigate(resultPath(search)), [navigate]);

  return (
    <div className={styles.page}>
      <PageTitle>{t('search.title')}</PageTitle>
      <p className={styles.intro}>{t('search.intro')}</p>
      <SearchForm initial={initial} loadAirports={loadAirports} onSearch={onSearch} onChoice={keepChoice} />
    </div>
  );
}
