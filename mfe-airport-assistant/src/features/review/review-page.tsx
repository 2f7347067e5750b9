import { PassengerNames } from '@portal/shared/bookings/passenger-names';
import { ReviewStep, type ReviewWizard } from '@portal/shared/bookings/review-step';
import { ReviewTerms } from '@portal/shared/bookings/review-terms';
import { Fact } from '@portal/shared/bookings/wizard-summary';
import { airportAssistantSpine } from '@portal/shared/contracts/airport-assistant';
import { useTranslation } from '@portal/shared/i18n';
import { Navigate } from 'react-router';
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

/** Airport Assistant's side of the shared review step: its spine, ids and texts, drafts and steps. */
const REVIEW_WIZARD: ReviewWizard<BookingDraft> = {
  spine: airportAssistantSpine,
  ns: NAMESPACE,
  idPrefix: 'aa',
  saveBooking: writeBookingDraft,
  clearDrafts: clearAssistantDrafts,
  detailsPath: STEP_PATHS.details,
  resultPath,
};

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
  return <BookingReview drafts={{ service, booking, passengers, uuid: booking.uuid }} />;
}

/** The booking priced: the service, passengers, uses, price and terms, then the payment. */
function BookingReview({ drafts }: { drafts: ReviewDrafts }) {
  const { t } = useTranslation(NAMESPACE);
  const { service, passengers } = drafts;
  const contact = passengers.contact;
  return (
    <ReviewStep wizard={REVIEW_WIZARD} drafts={drafts} header={<StepHeader step={4} />}>
      {(review, booking) => (
        <>
          <BookingSummary
            service={service}
            booking={{ ...booking, serviceAt: review.serviceAt, timeZone: review.timeZone }}
          >
            <Fact label={t('summary.passengerNames')} wide>
              <PassengerNames names={passengers.passengers} />
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
        </>
      )}
    </ReviewStep>
  );
}
