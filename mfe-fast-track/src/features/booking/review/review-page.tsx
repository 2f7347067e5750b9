import { OrderReviewLoad } from '@portal/shared/bookings/order-review-load';
import { PassengerNames } from '@portal/shared/bookings/passenger-names';
import { ReviewPayment } from '@portal/shared/bookings/review-payment';
import { ReviewTerms } from '@portal/shared/bookings/review-terms';
import { useSpineCheckout } from '@portal/shared/bookings/use-spine-checkout';
import { Fact } from '@portal/shared/bookings/wizard-summary';
import type { OrderReview } from '@portal/shared/contracts/bookings';
import { fastTrackSpine } from '@portal/shared/contracts/fast-track';
import { useTranslation } from '@portal/shared/i18n';
import { SecureCheckoutBox } from '@portal/shared/payments';
import { Alert, PageTitle } from '@portal/shared/ui';
import { Link, Navigate, useNavigate } from 'react-router';
import { clearFastTrackDrafts, type LaneData } from '../../../lib/drafts';
import { slotWindow } from '../../../lib/slot-window';
import { NAMESPACE } from '../../../namespace';
import styles from '../booking-styles';
import { LaneSummary } from '../lane-summary';
import { completePath, missingStepFor, STEP_PATHS } from '../step-paths';
import { useLaneData } from '../use-lane-data';
import { PriceSummary } from './price-summary';

/** /fast-track/review: what will be charged and why, the card, the password, then Pay or Confirm (step 3). */
export function ReviewPage() {
  const [data, save] = useLaneData();
  const missing = missingStepFor('review', data);
  if (missing || !data?.uuid || !data.lane) return <Navigate to={missing ?? STEP_PATHS.detail} replace />;
  return <ReviewStep data={data} uuid={data.uuid} save={save} />;
}

function ReviewStep({ data, uuid, save }: { data: LaneData; uuid: string; save: (next: LaneData) => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <OrderReviewLoad
      spine={fastTrackSpine}
      uuid={uuid}
      restartTo={STEP_PATHS.detail}
      texts={{
        loading: t('booking.review.loading'),
        loadFailed: t('booking.review.loadFailed'),
        backToDetails: t('booking.review.backToDetail'),
      }}
    >
      {(review) => <ReviewForm data={data} uuid={uuid} save={save} review={review} />}
    </OrderReviewLoad>
  );
}

function ReviewForm({
  data,
  uuid,
  save,
  review,
}: {
  data: LaneData;
  uuid: string;
  save: (next: LaneData) => void;
  review: OrderReview;
}) {
  const { t, i18n } = useTranslation([NAMESPACE, 'common']);
  const navigate = useNavigate();
  const checkout = useSpineCheckout({
    spine: fastTrackSpine,
    uuid,
    review,
    cardIdPrefix: 'fast-track-card',
    paymentFailedTitle: t('booking.review.paymentFailed'),
    onPlaced: (orderNo) => save({ ...data, orderNo }),
    onConfirmed: (orderNo) => {
      clearFastTrackDrafts();
      navigate(completePath(orderNo));
    },
  });
  const lane = data.lane;

  if (!lane) return null;
  if (checkout.stage === 'leaving') {
    return (
      <div className={styles.page}>
        <PageTitle>{t('booking.steps.review')}</PageTitle>
        <SecureCheckoutBox headingLevel={2} />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <PageTitle>{t('booking.steps.review')}</PageTitle>
      {data.orderNo && (
        <Alert tone="info" className={styles.uses}>
          {t('booking.review.awaitingPayment', { orderNo: data.orderNo })}
        </Alert>
      )}
      <LaneSummary lane={lane}>
        <Fact label={t('booking.lane.when')}>
          {slotWindow(review.serviceAt, data.endTime, review.timeZone, i18n.language)}
        </Fact>
        <Fact label={t('booking.lane.flight')}>{data.flightNumber}</Fact>
        <Fact label={t('booking.lane.passengers')}>
          <PassengerNames names={data.names} />
        </Fact>
      </LaneSummary>
      <p className={styles.uses}>
        {t('booking.review.usesBefore', { count: review.cardInfo.count, total: review.cardInfo.total })}
      </p>
      <PriceSummary review={review} />
      <ReviewTerms ns={NAMESPACE} textsKey="booking.review" headingId="fast-track-terms" review={review} />
      <ReviewPayment
        checkout={checkout}
        review={review}
        idPrefix="fast-track"
        restartLink={<Link to={STEP_PATHS.detail}>{t('booking.review.backToDetail')}</Link>}
      />
    </div>
  );
}
