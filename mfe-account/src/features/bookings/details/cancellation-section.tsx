import { formatLocalDateTime } from '@portal/shared/bookings/format';
import { useTranslation } from '@portal/shared/i18n';
import type { DetailedOrder } from '@portal/shared/remote';
import { NAMESPACE } from '../../../namespace';
import styles from '../bookings.module.css';
import { SupportPhone } from './support-phone';

/**
 * The cancellation terms of a booking that can still be cancelled, and whether that can still be
 * done online: until the deadline it can (full refund or the use returned); after it, only support
 * can help, at the number given.
 */
export function CancellationSection({
  order,
  status,
}: {
  order: DetailedOrder;
  status: DetailedOrder['status'];
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { cancellation } = order;
  const deadline = formatLocalDateTime(cancellation.freeUntil, order.timeZone, i18n.language);
  return (
    <section className={styles.section} aria-labelledby="booking-cancellation-title">
      <h2 id="booking-cancellation-title" className={styles.sectionTitle}>
        {t('bookings.cancellation.title')}
      </h2>
      {status === 'unpaid' ? (
        <p>{t('bookings.cancellation.unpaid')}</p>
      ) : (
        <>
          <p>
            {t('bookings.cancellation.terms', {
              deadline,
              hours: cancellation.freeCancellationHours,
            })}{' '}
            {t('bookings.cancellation.refundDays', cancellation.refundBusinessDays)}
          </p>
          {cancellation.open ? (
            <p className={styles.open}>{t('bookings.cancellation.open')}</p>
          ) : (
            <p className={styles.closed}>
              {t('bookings.cancellation.closed')} <SupportPhone phone={cancellation.phone} />
            </p>
          )}
        </>
      )}
    </section>
  );
}
