import { OrderReviewLoad } from '@portal/shared/bookings/order-review-load';
import { ReviewPayment } from '@portal/shared/bookings/review-payment';
import { ReviewTerms } from '@portal/shared/bookings/review-terms';
import { useSpineCheckout } from '@portal/shared/bookings/use-spine-checkout';
import { Fact } from '@portal/shared/bookings/wizard-summary';
import { airportAssistantSpine } from '@portal/shared/contracts/airport-assistant';
import type { OrderReview } from '@portal/shared/contracts/bookings';
import { useTranslation } from '@portal/shared/i18n';
import { SecureCheckoutBox } from '@portal/shared/payments';
import { Alert } from '@portal/shared/ui';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import styles from '../../components/booking-styles';
import { BookingSummary } from '../../components/booking-summary';
import { StepHeader } from '../../components/step-header';
import { UsesNote } from '../../components/uses-note';
import {
  type BookingDraft,
  clearAssistantDrafts,
  type PassengersDraft,
  readBookingDraft,
  readPassengersDraft,
  readServiceDraft,
  type ServiceDraft,
  writeBookingDraft,
} from '../../lib/drafts';
import { redirectFor, resultPath, STEP_PATHS } from '../../lib/steps';
import { NAMESPACE } from '../../namespace';
import { PriceSummary } from './price-summary';

interface ReviewDrafts {
  service: ServiceDraft;
  booking: BookingDraft;
  passengers: PassengersDraft;
  uuid: string;
}

/** /airport-assistant/step-4: everything booked, what will be charged and why, the card, the password (step 4). */
export function ReviewPage() {
  const missing = redirectFor(4);
  const service = readServiceDraft();
  const booking = readBookingDraft();
  const passengers = readPassengersDraft();
  if (missing || !service || !booking?.uuid || !passengers)
    return <Navigate to={missing ?? STEP_PATHS.passengers} replace />;
  return <ReviewStep drafts={{ service, booking, passengers, uuid: booking.uuid }} />;
}

function ReviewStep({ drafts }: { drafts: ReviewDrafts }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className={styles.page}>
      <StepHeader step={4} />
      <OrderReviewLoad
        spine={airportAssistantSpine}
        uuid={drafts.uuid}
        restartTo={STEP_PATHS.details}
        headingLevel={2}
        texts={{
          loading: t('review.loading'),
          loadFailed: t('review.loadFailed'),
          backToDetails: t('review.backToDetails'),
        }}
      >
        {(review) => <ReviewForm drafts={drafts} review={review} />}
      </OrderReviewLoad>
    </div>
  );
}

function ReviewForm({ drafts, review }: { drafts: ReviewDrafts; review: OrderReview }) {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const navigate = useNavigate();
  const { service, passengers, uuid } = drafts;
  const [booking, setBooking] = useState(drafts.booking);
  const checkout = useSpineCheckout({
    spine: airportAssistantSpine,
    uuid,
    review,
    cardIdPrefix: 'aa-card',
    paymentFailedTitle: t('review.paymentFailed'),
    onPlaced: (orderNo) => {
      const next = { ...booking, orderNo };
      writeBookingDraft(next);
      setBooking(next);
    },
    onConfirmed: (orderNo) => {
      // The wizard's drafts are done with.
      clearAssistantDrafts();
      navigate(resultPath(orderNo));
    },
  });
  if (checkout.stage === 'leaving') return <SecureCheckoutBox headingLevel={2} />;

  const contact = passengers.contact;

  return (
    <>
      {booking.orderNo && (
        <Alert tone="info" className={styles.uses}>
          {t('review.awaitingPayment', { orderNo: booking.orderNo })}
        </Alert>
      )}
      <BookingSummary
        service={service}
        booking={{ ...booking, serviceAt: review.serviceAt, timeZone: review.timeZone }}
      >
        <Fact label={t('summary.passengerNames')} wide>
          <ul className={styles.names}>
            {passengers.passengers.map((name, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: passengers in step order
              <li key={index}>
                {name.firstName} {name.lastName}
              </li>
            ))}
          </ul>
        </Fact>
        <Fact label={t('summary.bookingFor')}>
          {t(passengers.bookingForOther ? 'summary.forOther' : 'summary.forSelf')}
        </Fact>
        {passengers.bookingForOther === 1 && passengers.travellerEmail.trim() && (
          <Fact label={t('summary.travellerEmail')}>{passengers.travellerEmail.trim()}</Fact>
        )}
        <Fact label={t('summary.welcomeSign')}>{passengers.welcomeSign}</Fact>
        <Fact label={t('summary.contact')}>
          {contact.mobileNoPrefix} {contact.mobileNo}
        </Fact>
        {passengers.notes.trim() && (
          <Fact label={t('summary.notes')} wide>
            <span className={styles.notes}>{passengers.notes}</span>
          </Fact>
        )}
      </BookingSummary>
      <UsesNote cardInfo={review.cardInfo} />
      <PriceSummary review={review} />
      <ReviewTerms ns={NAMESPACE} textsKey="review" headingId="aa-terms" review={review} />
      <ReviewPayment
        checkout={checkout}
        review={review}
        idPrefix="aa"
        restartLink={<Link to={STEP_PATHS.details}>{t('review.backToDetails')}</Link>}
      />
    </>
  );
}
