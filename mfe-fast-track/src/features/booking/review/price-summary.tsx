import { PriceReason, PriceTable } from '@portal/shared/bookings/price-table';
import type { OrderReview } from '@portal/shared/contracts/bookings';
import { usesTakenBy } from '@portal/shared/contracts/complimentary-uses';
import { useTranslation } from '@portal/shared/i18n';
import { NAMESPACE } from '../../../namespace';

type T = (key: string, options?: Record<string, unknown>) => string;

/**
 * Why the total is what it is, in words, before anything is charged (DESIGN §6a): how many
 * passengers the complimentary uses cover (one each) and how many are charged.
 */
export const reasonText = (t: T, review: Pick<OrderReview, 'reason' | 'total' | 'lines'>) => {
  if (review.reason === 'covered') {
    const covered = usesTakenBy(review.lines);
    if (review.total === 0) return t('booking.review.reason.coveredAll', { count: covered });
    const passengers = review.lines.find((line) => line.kind === 'base')?.quantity ?? covered;
    return [
      t('booking.review.reason.coveredPassengers', { count: covered }),
      t('booking.review.reason.chargedPassengers', { count: passengers - covered }),
    ].join(' ');
  }
  return t(`booking.review.reason.${review.reason}`);
};

/** The review's price: the shared table (each line, the complimentary use taken off, the total), then why. */
export function PriceSummary({ review }: { review: OrderReview }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <PriceTable service="fast_track" review={review} id="fast-track-price">
      <PriceReason>{reasonText(t, review)}</PriceReason>
    </PriceTable>
  );
}
