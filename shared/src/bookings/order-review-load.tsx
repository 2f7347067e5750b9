import { ErrorCode } from '@portal/shared/contracts';
import type { BookingSpine, OrderReview } from '@portal/shared/contracts/bookings';
import { useTranslation } from '@portal/shared/i18n';
import { ErrorPanel, Spinner } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './booking-page.module.css';
import { useOrderReview } from './spine-client';

/**
 * The review step's draft priced (`orderReview`), the same for every service: the spinner while it
 * is read, the failure with Try again (and, when the draft is incomplete or gone on the server, the
 * way back to the step that saves it), or `children(review)` once it is read. The service gives its
 * texts. Texts otherwise: `common:tryAgain`.
 */
export function OrderReviewLoad({
  spine,
  uuid,
  restartTo,
  headingLevel,
  texts,
  children,
}: {
  spine: Pick<BookingSpine, 'orderReview'>;
  uuid: string;
  /** The step that saves the booking again (BOOKING_INCOMPLETE). */
  restartTo: string;
  /** The failure's heading: 2 under the step's own title, 1 (the default) when it is the page's. */
  headingLevel?: 1 | 2;
  texts: { loading: string; loadFailed: string; backToDetails: string };
  children: (review: OrderReview) => ReactNode;
}) {
  const { t } = useTranslation('screens');
  const review = useOrderReview(spine, uuid);
  if (review.status === 'loading') {
    return (
      <div className={styles.loading}>
        <Spinner label={texts.loading} />
      </div>
    );
  }
  if (review.status === 'error') {
    const restart = review.errorCode === ErrorCode.BOOKING_INCOMPLETE;
    return (
      <ErrorPanel
        title={texts.loadFailed}
        headingLevel={headingLevel}
        message={review.message ?? undefined}
        retryLabel={t('tryAgain')}
        onRetry={review.retry}
        extraActions={restart ? <Link to={restartTo}>{texts.backToDetails}</Link> : undefined}
      />
    );
  }
  return children(review.data);
}
