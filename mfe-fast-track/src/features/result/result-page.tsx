import { formatLocalDate } from '@portal/shared/bookings/format';
import { ErrorCode } from '@portal/shared/contracts';
import type { Lane } from '@portal/shared/contracts/fast-track';
import { useTranslation } from '@portal/shared/i18n';
import { ErrorPanel, PageTitle, Panel, Spinner } from '@portal/shared/ui';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ComplimentaryUses } from '../../components/complimentary-uses';
import { writeCipCode } from '../../lib/drafts';
import { detailPath, readLaneSearch } from '../../lib/search-query';
import { NAMESPACE } from '../../namespace';
import { useLanes } from './api/use-lanes';
import { LaneCard } from './lane-card';
import styles from './result.module.css';

const SEARCH_PATH = '/fast-track/search';

/**
 * /fast-track/result (public): the lanes of an airport for a direction, their hours and prices,
 * and — logged in — what the cardholder's complimentary uses cover. Book goes to the first wizard
 * step, which needs login: the shell's guard sends a visitor to log in and brings them back.
 */
export function ResultPage() {
  const { t, i18n } = useTranslation([NAMESPACE, 'common']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const search = readLaneSearch(params);
  const lanes = useLanes(search);

  const ready = lanes.status === 'ready' ? lanes.data : null;
  const notFound = lanes.status === 'error' && lanes.errorCode === ErrorCode.NOT_FOUND;
  const shownAirport = ready?.airport;
  const date = search?.date;
  const direction = search?.direction;
  // The result is the search's choice too: coming back to the search finds it filled in.
  useEffect(() => {
    if (shownAirport && date && direction)
      writeCipCode({ airport: shownAirport, date, direction, laneCode: null });
  }, [shownAirport, date, direction]);

  if (!search) {
    return (
      <Panel title={t('search.results')} actions={<Link to={SEARCH_PATH}>{t('result.newSearch')}</Link>}>
        <p>{t('result.invalidQuery')}</p>
      </Panel>
    );
  }

  const book = (lane: Lane) => {
    if (ready)
      writeCipCode({
        airport: ready.airport,
        date: search.date,
        direction: search.direction,
        laneCode: lane.code,
      });
    navigate(detailPath(lane.code, search.date));
  };

  const title = ready
    ? t('result.title', { airport: `${ready.airport.name} (${ready.airport.code})` })
    : t('search.results');
  return (
    <div className={styles.page}>
      <PageTitle documentTitle={title}>{title}</PageTitle>
      <div className={styles.summary}>
        <p className={styles.searchLine}>
          {t(`search.directions.${search.direction}`)} · {formatLocalDate(search.date, i18n.language)}
          {ready && ` · ${ready.airport.city}, ${ready.airport.country}`}
        </p>
        <Link to={SEARCH_PATH} className={styles.changeSearch}>
          {t('result.newSearch')}
        </Link>
      </div>
      {lanes.status === 'loading' && (
        <div className={styles.loading}>
          <Spinner label={t('result.loading')} />
        </div>
      )}
      {notFound && (
        <Panel
          headingLevel={2}
          title={t('result.notFound')}
          actions={<Link to={SEARCH_PATH}>{t('result.newSearch')}</Link>}
        />
      )}
      {lanes.status === 'error' && !notFound && (
        <ErrorPanel
          headingLevel={2}
          title={t('result.loadFailed')}
          message={lanes.message ?? undefined}
          retryLabel={t('common:tryAgain')}
          onRetry={lanes.retry}
        />
      )}
      {ready && (
        <>
          {ready.cardInfo ? (
            <ComplimentaryUses cardInfo={ready.cardInfo} className={styles.uses} />
          ) : (
            <p className={styles.visitorNote}>{t('result.visitorUses')}</p>
          )}
          {ready.lanes.length === 0 ? (
            <p className={styles.none}>{t('result.none')}</p>
          ) : (
            <ul className={styles.lanes} aria-label={t('result.listLabel')}>
              {ready.lanes.map((lane) => (
                <li key={lane.code}>
                  <LaneCard lane={lane} onBook={book} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
