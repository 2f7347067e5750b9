import { isRemoteEnabled, useRegistryStore } from '@portal/shared/stores';
import { buttonClassName } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NAMESPACE } from '../../../namespace';
import { useSupportsTransport } from '../api/use-supports-transport';
import styles from '../bookings.module.css';
import { tabName } from '../lib/tab-query';

const FAST_TRACK_SEARCH_PATH = '/fast-track/search';
const TRANSPORT_PATH = '/transport-services';

/**
 * A tab without bookings: says so for that tab, and offers to book. Fast Track unless operations
 * switched its remote off; Transport only when the programme supports it (like the home tiles).
 */
export function EmptyBookings({ tab }: { tab: number }) {
  const { t } = useTranslation(NAMESPACE);
  const name = tabName(tab);
  // Before the shell has read the registry (a standalone page), nothing is known to be off.
  const fastTrack = useRegistryStore((s) => !s.loaded || isRemoteEnabled(s.remotes, 'mfe-fast-track'));
  const transport = useSupportsTransport();
  return (
    <section className={styles.empty} aria-labelledby="bookings-empty-title">
      <h2 id="bookings-empty-title" className={styles.emptyTitle}>
        {t(`bookings.empty.${name}.title`)}
      </h2>
      <p>{t(`bookings.empty.${name}.text`)}</p>
      <div className={styles.emptyActions}>
        {fastTrack && (
          <Link to={FAST_TRACK_SEARCH_PATH} className={buttonClassName('primary')}>
            {t('bookings.empty.bookFastTrack')}
          </Link>
        )}
        {transport && (
          <Link to={TRANSPORT_PATH} className={buttonClassName('secondary')}>
            {t('bookings.empty.bookTransport')}
          </Link>
        )}
      </div>
    </section>
  );
}
