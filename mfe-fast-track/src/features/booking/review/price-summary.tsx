import { formatMoney, PriceLineRows } from '@portal/shared/bookings';
import type { OrderReview } from '@portal/shared/contracts/bookings';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace';
import styles from '../booking.module.css';

type T = (key: string, options?: Record<string, unknown>) => string;

/** Why the total is what it is, in words, before anything is charged (DESIGN §6a). */
export const reasonText = (t: T, review: Pick<OrderReview, 'reason' | 'total' | 'lines'>) => {
  if (review.reason === 'covered') {
    if (review.total === 0) return t('booking.review.reason.coveredAll');
    const passengers = review.lines.find((line) => line.kind === 'base')?.quantity ?? 1;
    return t('booking.review.reason.coveredOne', { count: passengers - 1 });
  }
  return t(`booking.review.reason.${review.reason}`);
};

/** The review's price: each line, the complimentary use taken off, the total to pay and why. */
export function PriceSummary({ review }: { review: OrderReview }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const money = (minor: number) => formatMoney(minor, review.currency, i18n.language);
  return (
    <section className={styles.price} aria-labelledby="fast-track-price">
      <h2 id="fast-track-price" className={styles.sectionTitle}>
        {t('booking.review.priceTitle')}
      </h2>
      <table className={styles.lines}>
        <caption className="ui-visually-hidden">{t('booking.review.priceTitle')}</caption>
        <tbody>
          <PriceLineRows
            lines={review.lines}
            currency={review.currency}
            deductionClassName={styles.deduction}
          />
        </tbody>
        <tfoot>
          <tr className={styles.total}>
            <th scope="row">{t('booking.review.total')}</th>
            <td>{money(review.total)}</td>
          </tr>
        </tfoot>
      </table>
      <p className={styles.reason}>{reasonText(t, review)}</p>
    </section>
  );
}
