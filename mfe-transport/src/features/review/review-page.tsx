import { ReviewStep, type ReviewWizard } from '@portal/shared/bookings/review-step';
import { Fact } from '@portal/shared/bookings/wizard-summary';
import { ErrorCode } from '@portal/shared/contracts';
import { transportSpine } from '@portal/shared/contracts/transport';
import { translateError, useTranslation } from '@portal/shared/i18n';
import { SERVICE_POLICY } from '@portal/shared/policy';
import { Alert, Button } from '@portal/shared/ui';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import styles from '../../components/booking-styles';
import { StepHeader } from '../../components/step-header';
import { TripSummary } from '../../components/trip-summary';
import {
  type BookingDraft,
  clearTransportDrafts,
  type FlightDraft,
  newFlightDraft,
  type PersonDraft,
  readBookingDraft,
  readChildSeat,
  readFlightDraft,
  readPersonDraft,
  readUuid,
  writeBookingDraft,
} from '../../lib/drafts';
import {
  isRequest,
  QUOTE_TYPE,
  redirectFor,
  requestResultPath,
  resultPath,
  STEP_PATHS,
} from '../../lib/steps';
import { ORDER_NAMESPACES } from '../../namespace';
import { sendRequest } from './api/request-calls';
import { PriceSummary } from './price-summary';
import { QuotePayment } from './quote-payment';
import { ServiceTerms } from './service-terms';

/** Transport's side of the shared review step: its spine, ids and texts, drafts and steps. */
const REVIEW_WIZARD: ReviewWizard<BookingDraft> = {
  spine: transportSpine,
  ns: ORDER_NAMESPACES,
  idPrefix: 'ts',
  saveBooking: writeBookingDraft,
  clearDrafts: clearTransportDrafts,
  detailsPath: STEP_PATHS.details,
  resultPath,
};

interface ReviewDrafts {
  booking: BookingDraft;
  flight: FlightDraft;
  person: PersonDraft;
  childSeat: 0 | 1;
  uuid: string;
}

/**
 * /transport-services/step-4: everything booked, what will be charged and why, the card and the
 * password; for a booking request, the summary and Submit request; with `currentType=quote`, paying
 * the quotation of a request (`orderNo`).
 */
export function ReviewPage() {
  const [params] = useSearchParams();
  // The drafts as the page opened: once the booking is placed they are cleared, and a re-render
  // while the result page loads must not send the user back to an empty first step.
  const [opened] = useState(() => ({
    missing: redirectFor(4),
    booking: readBookingDraft(),
    person: readPersonDraft(),
    uuid: readUuid(),
  }));
  const quoteOrder = params.get('currentType') === QUOTE_TYPE ? params.get('orderNo') : null;
  if (quoteOrder) return <QuotePayment orderNo={quoteOrder.trim().toUpperCase()} />;
  const { missing, booking, person, uuid } = opened;
  if (missing || !booking || !person || !uuid)
    return <Navigate to={missing ?? STEP_PATHS.passenger} replace />;
  const drafts = {
    booking,
    person,
    uuid,
    flight: readFlightDraft() ?? newFlightDraft(),
    childSeat: readChildSeat(),
  };
  return isRequest(booking) ? <RequestReview drafts={drafts} /> : <BookingReview drafts={drafts} />;
}

/** The passenger's facts, as rows of the trip summary. */
function PassengerFacts({ person, childSeat }: { person: PersonDraft; childSeat: 0 | 1 }) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  return (
    <>
      <Fact label={t('summary.passenger')}>
        {person.firstName} {person.lastName}
      </Fact>
      <Fact label={t('summary.email')}>{person.email}</Fact>
      <Fact label={t('summary.bookingFor')}>
        {t(person.bookingForOther ? 'summary.forOther' : 'summary.forSelf')}
      </Fact>
      <Fact label={t('summary.welcomeSign')}>{person.welcomeSign}</Fact>
      <Fact label={t('summary.childSeat')}>{t(childSeat ? 'summary.yes' : 'summary.no')}</Fact>
      <Fact label={t('summary.contact')}>
        {person.mobileNoPrefix} {person.mobile}
      </Fact>
      {person.notes.trim() && (
        <Fact label={t('summary.notes')} wide>
          <span className={styles.notes}>{person.notes}</span>
        </Fact>
      )}
    </>
  );
}

/** A booking priced: the trip, the uses, the price and the terms, then the payment. */
function BookingReview({ drafts }: { drafts: ReviewDrafts }) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const { person, flight, childSeat } = drafts;
  return (
    <ReviewStep wizard={REVIEW_WIZARD} drafts={drafts} header={<StepHeader step={4} />}>
      {(review, booking) => (
        <>
          <TripSummary booking={booking} flight={flight}>
            <PassengerFacts person={person} childSeat={childSeat} />
          </TripSummary>
          <Alert tone={review.cardInfo.count > 0 ? 'success' : 'info'} className={styles.uses}>
            {t('review.uses', { left: review.cardInfo.count, total: review.cardInfo.total })}
          </Alert>
          <PriceSummary review={review} />
          <ServiceTerms
            direction={booking.trip?.direction ?? null}
            cancellation={review.cancellation}
            timeZone={review.timeZone}
          />
        </>
      )}
    </ReviewStep>
  );
}

/** A booking request: what is asked for (no price yet) and Submit request (`/transport/manual-booking`). */
function RequestReview({ drafts }: { drafts: ReviewDrafts }) {
  const { t } = useTranslation([...ORDER_NAMESPACES, 'common']);
  const navigate = useNavigate();
  const { booking, person, flight, childSeat, uuid } = drafts;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; restart: boolean } | null>(null);

  const submit = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const outcome = await sendRequest(uuid);
      if (outcome.ok) {
        clearTransportDrafts();
        navigate(requestResultPath(outcome.result.orderNo));
        return;
      }
      setFailure({
        message: translateError(outcome.errorCode, outcome.message),
        restart:
          outcome.errorCode === ErrorCode.BOOKING_INCOMPLETE || outcome.errorCode === ErrorCode.BAD_REQUEST,
      });
      setBusy(false);
    } catch {
      // The http client has already shown the connection problem.
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <StepHeader step={4} />
      <Alert tone="info" title={t('request.title')}>
        {t('request.intro', { hours: SERVICE_POLICY.quotation.replyWithinHours })}
      </Alert>
      <TripSummary booking={booking} flight={flight}>
        <PassengerFacts person={person} childSeat={childSeat} />
      </TripSummary>
      <ServiceTerms direction={booking.trip?.direction ?? null} cancellation={null} timeZone={null} />
      {failure && (
        <Alert tone="error">
          {failure.message}
          {failure.restart && (
            <>
              {' '}
              <Link to={STEP_PATHS.details}>{t('review.backToDetails')}</Link>
            </>
          )}
        </Alert>
      )}
      <div className={styles.actions}>
        <Button onClick={submit} loading={busy}>
          {t('request.submit')}
        </Button>
      </div>
    </div>
  );
}
