import { formatLocalDateTime } from '@portal/shared/bookings/format';
import type { CancellationTerms } from '@portal/shared/contracts/bookings';
import type { TripDirection } from '@portal/shared/contracts/transport-values';
import { useTranslation } from '@portal/shared/i18n';
import { SERVICE_POLICY } from '@portal/shared/policy';
import styles from '../../components/booking-styles';
import { ORDER_NAMESPACE } from '../../namespace';

/**
 * What the transfer includes and the cancellation terms (specification §9): the free waiting time
 * (after the actual arrival for an airport pick-up, so a delayed flight costs nothing), when the
 * driver and car details are sent, and until when it can be cancelled with a full refund.
 */
export function ServiceTerms({
  direction,
  cancellation,
  timeZone,
}: {
  direction: TripDirection | null;
  /** The review's terms; a request shows the rule alone (its deadline comes with the quotation). */
  cancellation: CancellationTerms | null;
  timeZone: string | null;
}) {
  const { t, i18n } = useTranslation(ORDER_NAMESPACE);
  const waiting =
    direction === 'fromAirport'
      ? t('terms.waitingAirport', { minutes: SERVICE_POLICY.transport.arrivalWaitingMinutes })
      : t('terms.waitingOther', { minutes: SERVICE_POLICY.transport.otherWaitingMinutes });
  return (
    <section className={styles.section} aria-labelledby="ts-terms">
      <h2 id="ts-terms" className={styles.sectionTitle}>
        {t('terms.title')}
      </h2>
      <ul className={styles.rules}>
        <li>{waiting}</li>
        <li>{t('terms.driverDetails', { hours: SERVICE_POLICY.transport.driverDetailsHoursBefore })}</li>
        {cancellation && timeZone ? (
          <>
            <li>
              {t('terms.cancellation', {
                deadline: formatLocalDateTime(cancellation.freeUntil, timeZone, i18n.language),
                hours: cancellation.freeCancellationHours,
              })}
            </li>
            <li>
              {t('terms.refunds', {
                min: cancellation.refundBusinessDays.min,
                max: cancellation.refundBusinessDays.max,
              })}
            </li>
          </>
        ) : (
          <li>{t('terms.quoteDeadline', { hours: SERVICE_POLICY.quotation.expiresHoursBefore })}</li>
        )}
      </ul>
    </section>
  );
}
