import { localDateFromToday } from '@portal/shared/bookings/local-date';
import { BOOKING_SERVICES, type RemoteEntry } from '@portal/shared/contracts';
import type { LaneDirection } from '@portal/shared/contracts/fast-track';
import { useTranslation } from '@portal/shared/i18n';
import { useCallback, useMemo } from 'react';
import { SearchForm } from '../../components/search-form';
import {
  isAirportCode,
  isLaneDirection,
  isLocalDate,
  type LaneSearch,
  resultPath,
} from '../../lib/search-query';
import { NAMESPACE } from '../../namespace';
import { useOtherOfferedServices } from './use-offered-services';
import styles from './widget.module.css';

/** What an issuer's page hands the widget (through the loader's `PortalWidget.mount`). */
export interface FastTrackWidgetProps {
  /** The portal the cardholder continues on, e.g. `https://portal.example` (where the loader came from). */
  portalUrl: string;
  /** The page's language: en-US, pt-BR or es-ES. */
  lang?: string;
  /** A search to start with: an IATA code, a local date `YYYY-MM-DD`, departure or arrival. */
  airport?: string;
  date?: string;
  direction?: string;
  /** The portal's remote registry, as the loader read it: which services are switched on. */
  remotes?: readonly RemoteEntry[];
  /** The level of the widget's heading in the page's outline (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** Goes to the portal (a test hands its own). */
  leave?: (url: string) => void;
}

const NO_REMOTES: readonly RemoteEntry[] = [];
const goTo = (url: string) => window.location.assign(url);
/** Quietly: an issuer's page has no Connection Error dialog; the field says the list failed. */
export const loadWidgetAirports = () =>
  import('../../lib/load-airports').then((module) => module.loadAirports({ quiet: true }));

/**
 * The booking widget an issuer embeds on its own page: Fast Track's search (the portal's own
 * `SearchForm`) and a tile for each other service the programme offers. Searching hands the
 * cardholder to the portal's lanes (`/fast-track/result`) with the search in the address; the
 * portal asks for a login only when they book, and a cardholder logged in there stays logged in.
 */
export function FastTrackWidget({
  portalUrl,
  airport,
  date,
  direction,
  remotes = NO_REMOTES,
  headingLevel = 2,
  leave = goTo,
}: FastTrackWidgetProps) {
  const { t, i18n } = useTranslation([NAMESPACE, 'shell']);
  const presetAirport = isAirportCode(airport?.toUpperCase()) ? airport?.toUpperCase() : null;
  const initial = useMemo(
    () => ({
      airport: null,
      date: isLocalDate(date) && date >= localDateFromToday(0) ? date : localDateFromToday(1),
      direction: (isLaneDirection(direction) ? direction : 'departure') as LaneDirection,
    }),
    [date, direction],
  );
  const portal = (path: string) => new URL(path, portalUrl).href;
  const onSearch = useCallback(
    (search: LaneSearch) => leave(new URL(resultPath(search), portalUrl).href),
    [leave, portalUrl],
  );
  const others = useOtherOfferedServices(remotes);
  const Heading = `h${headingLevel}` as const;
  const TileHeading = `h${headingLevel + 1}` as 'h3' | 'h4' | 'h5';

  return (
    <section className={styles.widget} lang={i18n.language} aria-label={t('widget.label')}>
      <Heading className={styles.title}>{t('search.title')}</Heading>
      <p className={styles.intro}>{t('search.intro')}</p>
      <SearchForm
        // A new search to start with starts the form afresh.
        key={`${presetAirport}|${initial.date}|${initial.direction}`}
        initial={initial}
        presetAirport={presetAirport}
        loadAirports={loadWidgetAirports}
        onSearch={onSearch}
      />
      {others.length > 0 && (
        <div className={styles.more}>
          <Heading className={styles.moreTitle}>{t('widget.more')}</Heading>
          <ul className={styles.tiles}>
            {others.map((service) => (
              <li key={service} className={styles.tile}>
                <TileHeading className={styles.tileTitle}>{t(`shell:services.${service}.title`)}</TileHeading>
                <p className={styles.tileText}>{t(`shell:services.${service}.text`)}</p>
                <a className={styles.tileLink} href={portal(BOOKING_SERVICES[service].entryPath)}>
                  {t(`shell:services.${service}.action`)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
