import { formatMoney } from '@portal/shared/bookings';
import type { OrderReview, PriceLine } from '@portal/shared/contracts/bookings';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace';
import styles from '../booking.module.css';

type T = (key: string, options?: Record<string, unknown>) => string;

const lineLabel = (t: T, line: PriceLine, money: (minor: number) => string) => {
  if (line.kind === 'base' && line.quantity && line.unitAmount !== undefined)
    return t('booking.review.lines.baseEach', { count: line.quantity, price: money(line.unitAmount) });
  return t(`booking.review.lines.${line.kind}`);
};

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
          {review.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the API's lines in their order
            <tr key={index} className={line.amount < 0 ? styles.deduction : undefined}>
              <th scope="row">{lineLabel(t, line, money)}</th>
              <td>{line.amount < 0 ? `−${money(-line.amount)}` : money(line.amount)}</td>
            </tr>
          ))}
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
