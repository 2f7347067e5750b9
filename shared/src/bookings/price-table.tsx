import type { BookingService } from '@portal/shared/contracts';
import type { OrderReview } from '@portal/shared/contracts/bookings';
import { useTranslation } from '@portal/shared/i18n';
import type { ReactNode } from 'react';
import styles from './booking-page.module.css';
import { formatMoney } from './format';
import { PriceLineRows } from './price-line-rows';

/**
 * The review's price before anything is charged (DESIGN §6a), the same for every service: the
 * lines, the complimentary use taken off and the total to pay. `children` follow the table: the
 * service's own words on why the total is what it is. Texts: `common:booking.price*`.
 */
export function PriceTable({
  service,
  review,
  id,
  children,
}: {
  /** Whose price it is (the base line counts passengers or cars). */
  service: BookingService;
  review: Pick<OrderReview, 'lines' | 'currency' | 'total'>;
  /** The heading's id (unique on the page), e.g. `fast-track-price`. */
  id: string;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation('screens');
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {t('booking.priceTitle')}
      </h2>
      <table className={styles.lines}>
        <caption className="ui-visually-hidden">{t('booking.priceTitle')}</caption>
        <tbody>
          <PriceLineRows
            service={service}
            lines={review.lines}
            currency={review.currency}
            deductionClassName={styles.deduction}
          />
        </tbody>
        <tfoot>
          <tr className={styles.total}>
            <th scope="row">{t('booking.total')}</th>
            <td>{formatMoney(review.total, review.currency, i18n.language)}</td>
          </tr>
        </tfoot>
      </table>
      {children}
    </section>
  );
}

/** A paragraph after the price table: why the total is what it is. */
export const PriceReason = ({ children }: { children: ReactNode }) => (
  <p className={styles.reason}>{children}</p>
);

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Why the total is what it is, in a service's words (`t` of its namespace): `review.reason.<reason>`
 * with the amount, or, covered by a complimentary use, `review.reason.coveredAll` (nothing to pay)
 * or `review.reason.coveredPart` (the amount left).
 */
export const amountReason = (
  t: Translate,
  review: Pick<OrderReview, 'reason' | 'total' | 'currency'>,
  language: string,
) => {
  const amount = formatMoney(review.total, review.currency, language);
  if (review.reason !== 'covered') return t(`review.reason.${review.reason}`, { amount });
  return review.total === 0 ? t('review.reason.coveredAll') : t('review.reason.coveredPart', { amount });
};
