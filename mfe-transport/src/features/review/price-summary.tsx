import { formatMoney } from '@portal/shared/bookings/format';
import { PriceReason, PriceTable } from '@portal/shared/bookings/price-table';
import type { OrderReview } from '@portal/shared/contracts/bookings';
import { useTranslation } from '@portal/shared/i18n';
import { ORDER_NAMESPACE } from '../../namespace';

/**
 * The review's price before anything is charged (DESIGN §6a): the shared table (base fare, the
 * out-of-hours surcharge with its share, extra mileage as kilometres × rate, the complimentary use
 * taken off, the total), then why the total is what it is, in Transport's words.
 */
export function PriceSummary({ review }: { review: OrderReview }) {
  const { t, i18n } = useTranslation(ORDER_NAMESPACE);
  const money = (minor: number) => formatMoney(minor, review.currency, i18n.language);
  let reason = t(`review.reason.${review.reason}`, { amount: money(review.total) });
  if (review.reason === 'covered')
    reason =
      review.total === 0
        ? t('review.reason.coveredAll')
        : t('review.reason.coveredPart', { amount: money(review.total) });
  return (
    <PriceTable service="transport" review={review} id="ts-price">
      <PriceReason>{reason}</PriceReason>
    </PriceTable>
  );
}
