import { amountReason, PriceReason, PriceTable } from '@portal/shared/bookings/price-table';
import type { OrderReview } from '@portal/shared/contracts/bookings';
import { useTranslation } from '@portal/shared/i18n';
import styles from '../../components/booking-styles';
import { NAMESPACE } from '../../namespace';

/**
 * The review's price before anything is charged (DESIGN §6a): the shared table (every line,
 * surcharges with their reason and share, the complimentary use taken off, the total), then why
 * the total is what it is, in Airport Assistant's words.
 */
export function PriceSummary({ review }: { review: OrderReview }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const surcharged = review.lines.some((line) => line.kind.endsWith('Surcharge'));
  const reason = amountReason(t, review, i18n.language);
  return (
    <PriceTable service="airport_assistant" review={review} id="aa-price">
      <PriceReason>{reason}</PriceReason>
      {surcharged && <p className={styles.hint}>{t('review.surchargeNote')}</p>}
    </PriceTable>
  );
}
