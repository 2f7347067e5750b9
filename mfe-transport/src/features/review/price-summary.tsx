import { amountReason, PriceReason, PriceTable } from '@portal/shared/bookings/price-table';
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
  const reason = amountReason(t, review, i18n.language);
  return (
    <PriceTable service="transport" review={review} id="ts-price">
      <PriceReason>{reason}</PriceReason>
    </PriceTable>
  );
}
