import type { BookingSpine, OrderReview } from '@portal/shared/contracts/bookings';
import { useTranslation } from '@portal/shared/i18n';
import { SecureCheckoutBox } from '@portal/shared/payments';
import { Alert } from '@portal/shared/ui';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import styles from './booking-page.module.css';
import { OrderReviewLoad } from './order-review-load';
import { ReviewPayment } from './review-payment';
import { useSpineCheckout } from './use-spine-checkout';

/** What the review step needs of its service and wizard. */
export interface ReviewWizard<B extends { orderNo: string | null }> {
  spine: Pick<BookingSpine, 'service' | 'orderReview' | 'verifyPwd' | 'createOrder'>;
  /** The service's namespaces (the first holds the `review.*` texts). */
  ns: string | readonly string[];
  /** The service's id prefix (`ts`): the password field `ts-password`, the new card's `ts-card-…`. */
  idPrefix: string;
  /** Writes the booking draft (with the order's number, so a failed payment is tried again for it). */
  saveBooking: (next: B) => void;
  /** Confirmed at once (covered): the wizard's drafts are done with; then on to `resultPath`. */
  clearDrafts: () => void;
  /** The step that saves the booking again (Booking Details). */
  detailsPath: string;
  resultPath: (orderNo: string) => string;
}

interface ReviewStepProps<B extends { orderNo: string | null }> {
  wizard: ReviewWizard<B>;
  /** The drafts as the step opened: the booking's uuid and its draft (where the order's number is noted). */
  drafts: { uuid: string; booking: B };
  /** The step's header (Back and the title), above the review. */
  header: ReactNode;
  /** What is booked and priced, between the 'waiting for payment' note and the payment form. */
  children: (review: OrderReview, booking: B) => ReactNode;
}

/**
 * The last step of a wizard that keeps its booking draft with the order's number (Transport,
 * Airport Assistant): its header, the draft priced (`OrderReviewLoad`), then the booking waiting for
 * payment, what the service shows of it (`children`) and the checkout (`ReviewPayment`); off to the
 * payment host, the Secure Checkout box. Texts in the service's namespace: `review.loading`,
 * `review.loadFailed`, `review.backToDetails`, `review.paymentFailed`, `review.awaitingPayment`.
 */
export function ReviewStep<B extends { orderNo: string | null }>(props: ReviewStepProps<B>) {
  const { wizard, drafts } = props;
  const { t } = useTranslation(wizard.ns);
  return (
    <div className={styles.page}>
      {props.header}
      <OrderReviewLoad
        spine={wizard.spine}
        uuid={drafts.uuid}
        restartTo={wizard.detailsPath}
        headingLevel={2}
        texts={{
          loading: t('review.loading'),
          loadFailed: t('review.loadFailed'),
          backToDetails: t('review.backToDetails'),
        }}
      >
        {(review) => <ReviewForm {...props} review={review} />}
      </OrderReviewLoad>
    </div>
  );
}

function ReviewForm<B extends { orderNo: string | null }>({
  wizard,
  drafts,
  children,
  review,
}: ReviewStepProps<B> & { review: OrderReview }) {
  const { ns, idPrefix } = wizard;
  const { t } = useTranslation([...(typeof ns === 'string' ? [ns] : ns), 'common']);
  const navigate = useNavigate();
  const [booking, setBooking] = useState(drafts.booking);
  const checkout = useSpineCheckout({
    spine: wizard.spine,
    uuid: drafts.uuid,
    review,
    cardIdPrefix: `${idPrefix}-card`,
    paymentFailedTitle: t('review.paymentFailed'),
    onPlaced: (orderNo) => {
      const next = { ...booking, orderNo };
      wizard.saveBooking(next);
      setBooking(next);
    },
    onConfirmed: (orderNo) => {
      // The wizard's drafts are done with.
      wizard.clearDrafts();
      navigate(wizard.resultPath(orderNo));
    },
  });
  if (checkout.stage === 'leaving') return <SecureCheckoutBox headingLevel={2} />;

  return (
    <>
      {booking.orderNo && (
        <Alert tone="info" className={styles.uses}>
          {t('review.awaitingPayment', { orderNo: booking.orderNo })}
        </Alert>
      )}
      {children(review, booking)}
      <ReviewPayment
        checkout={checkout}
        review={review}
        idPrefix={idPrefix}
        restartLink={<Link to={wizard.detailsPath}>{t('review.backToDetails')}</Link>}
      />
    </>
  );
}
