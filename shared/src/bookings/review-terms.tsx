import type { OrderReview } from '@portal/shared/contracts/bookings';
import { useTranslation } from '@portal/shared/i18n';
import styles from './booking-page.module.css';
import { formatLocalDateTime } from './format';

/**
 * The review's cancellation terms, before anything is charged: free cancellation until the
 * deadline (local at the service, with its zone), then the refund's business days. Texts in the
 * service's namespace `ns` under `textsKey`: `.termsTitle`, `.terms`, `.refunds`.
 */
export function ReviewTerms({
  ns,
  textsKey,
  headingId,
  review,
}: {
  ns: string;
  textsKey: string;
  headingId: string;
  review: Pick<OrderReview, 'cancellation' | 'timeZone'>;
}) {
  const { t, i18n } = useTranslation(ns);
  const { cancellation } = review;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t(`${textsKey}.termsTitle`)}
      </h2>
      <p>
        {t(`${textsKey}.terms`, {
          deadline: formatLocalDateTime(cancellation.freeUntil, review.timeZone, i18n.language),
          hours: cancellation.freeCancellationHours,
        })}
      </p>
      <p>
        {t(`${textsKey}.refunds`, {
          min: cancellation.refundBusinessDays.min,
          max: cancellation.refundBusinessDays.max,
        })}
      </p>
    </section>
  );
}
