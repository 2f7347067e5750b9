import { formatLocalTime } from '@portal/shared/bookings/format';
import { useTranslation } from '@portal/shared/i18n';
import { NAMESPACE } from '../../../namespace';
import styles from '../bookings.module.css';

/**
 * An unpaid booking: until when it can still be paid (on the user's own clock: paying happens now,
 * wherever they are) and how many minutes that leaves. Not a live region: a count that changes
 * every minute should not interrupt a screen reader each time.
 */
export function PayDeadlineNotice({ payBefore, minutesLeft }: { payBefore: string; minutesLeft: number }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  return (
    <div className={styles.unpaid}>
      <p className={styles.unpaidTitle}>{t('bookings.unpaid.title')}</p>
      <p>
        {t('bookings.unpaid.payBefore', {
          time: formatLocalTime(payBefore, undefined, i18n.language),
          count: minutesLeft,
        })}
      </p>
    </div>
  );
}
