import { useTranslation } from '@portal/shared/i18n';
import { useLoadingStore } from '@portal/shared/stores';
import { FullPageSpinner } from '@portal/shared/ui';
import styles from './global-status.module.css';

/** The spinner for requests slower than 3 seconds (the http client counts them). */
export function GlobalSpinner() {
  const { t } = useTranslation('common');
  const slow = useLoadingStore((s) => s.slowRequests > 0);
  return slow ? <FullPageSpinner label={t('loading')} /> : null;
}

/** The offline notice, kept in the page until the connection is back. */
export function OfflineBanner() {
  const { t } = useTranslation('common');
  const offline = useLoadingStore((s) => s.offline);
  return (
    <div className={styles.offlineRegion} role="status" aria-live="assertive">
      {offline && <p className={styles.offline}>{t('offline')}</p>}
    </div>
  );
}
