import { GreetingFields } from '@portal/shared/bookings/greeting-fields';
import { PassengerNameFields } from '@portal/shared/bookings/passenger-name-fields';
import { WizardForm } from '@portal/shared/bookings/wizard-form';
import { ErrorCode } from '@portal/shared/contracts';
import { BOOKING_NOTES_MAX, WELCOME_SIGN_MAX } from '@portal/shared/contracts/booking-values';
import { ContactNumberField, useFocusFirstError } from '@portal/shared/forms';
import { translateError, useTranslation } from '@portal/shared/i18n';
import { useSessionStore } from '@portal/shared/stores';
import { Button } from '@portal/shared/ui';
import { TextField } from '@portal/shared/ui/fields';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import styles from '../../components/booking-styles';
import { BookingSummary } from '../../components/booking-summary';
import { StepHeader } from '../../components/step-header';
import {
  type BookingDraft,
  emptyName,
  newPassengersDraft,
  type PassengerName,
  type PassengersDraft,
  readBookingDraft,
  readPassengersDraft,
  readServiceDraft,
  type ServiceDraft,
  writeBookingDraft,
  writePassengersDraft,
} from '../../lib/drafts';
import { redirectFor, resetStepsAfter, STEP_PATHS } from '../../lib/steps';
import { NAMESPACE } from '../../namespace';
import { savePassengers } from './api/save-passengers';
import { type NameField, type PassengerErrors, validatePassengers } from './validate-passengers';

const fieldId = (index: number, field: NameField) => `aa-passenger-${index + 1}-${field}`;
const fullName = (name: PassengerName | undefined) =>
  name ? `${name.firstName.trim()} ${name.lastName.trim()}`.trim() : '';

/**
 * As many name pairs as step 2 booked, kept from before where there are some; the cardholder is
 * usually travelling, so an empty first pair starts with their name (unless booking for someone
 * else). The welcome sign follows the first passenger's name until the user types their own.
 */
const draftFor = (booking: BookingDraft, cardholder: PassengerName | null): PassengersDraft => {
  const stored = readPassengersDraft() ?? newPassengersDraft();
  const passengers = Array.from({ length: booking.passengers }, (_, index) => {
    const kept = stored.passengers[index];
    if (kept && (kept.firstName || kept.lastName)) return kept;
    return index === 0 && cardholder && !stored.bookingForOther ? cardholder : emptyName();
  });
  const welcomeSign = stored.welcomeSignEdited ? stored.welcomeSign : fullName(passengers[0]);
  return { ...stored, passengers, welcomeSign };
};

/** /airport-assistant/step-3: the passengers, the welcome sign, notes to the greeter, a contact number. */
export function PassengersPage() {
  const missing = redirectFor(3);
  const service = readServiceDraft();
  const booking = readBookingDraft();
  if (missing || !service || !booking?.uuid) return <Navigate to={missing ?? STEP_PATHS.details} replace />;
  return <PassengersStep service={service} booking={booking} uuid={booking.uuid} />;
}

const NO_ERRORS: PassengerErrors = { names: [], fields: {} };

function PassengersStep({
  service,
  booking,
  uuid,
}: {
  service: ServiceDraft;
  booking: BookingDraft;
  uuid: string;
}) {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const navigate = useNavigate();
  const userInfo = useSessionStore((session) => session.userInfo);
  const cardholder = userInfo ? { firstName: userInfo.firstName, lastName: userInfo.lastName } : null;
  const [data, setData] = useState<PassengersDraft>(() => draftFor(booking, cardholder));
  const [errors, setErrors] = useState<PassengerErrors>(NO_ERRORS);
  const [failure, setFailure] = useState<{ message: string; restart: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const checked = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);

  // Back on this step, the review must be reached again through it; the draft starts at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the step opens
  useEffect(() => {
    resetStepsAfter(3);
    writePassengersDraft(data);
  }, []);

  // Typed values are kept in the draft; the step must be saved again before the review.
  const change = (patch: Partial<PassengersDraft>) => {
    const next = { ...data, ...patch, saved: false };
    if (!next.welcomeSignEdited) next.welcomeSign = fullName(next.passengers[0]);
    writePassengersDraft(next);
    setData(next);
    setFailure(null);
    if (checked.current) {
      const result = validatePassengers(next);
      setErrors(result.ok ? NO_ERRORS : result.errors);
    }
  };

  // Booking for someone else: the first passenger is the traveller, typed, with their email if they
  // have one; booking for oneself again brings the cardholder's name back and forgets that email.
  const changeForWhom = (bookingForOther: 0 | 1) => {
    const first = bookingForOther === 0 && cardholder ? cardholder : emptyName();
    change({
      bookingForOther,
      travellerEmail: '',
      passengers: data.passengers.map((name, i) => (i === 0 ? first : name)),
    });
  };

  const changeName = (index: number, patch: Partial<PassengerName>) =>
    change({ passengers: data.passengers.map((name, i) => (i === index ? { ...name, ...patch } : name)) });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    checked.current = true;
    const result = validatePassengers(data);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstError();
      return;
    }
    setErrors(NO_ERRORS);
    setBusy(true);
    try {
      const outcome = await savePassengers(uuid, data.bookingForOther, result.value);
      if (outcome.ok) {
        const saved = { ...data, passengers: result.value.passengers, saved: true };
        writePassengersDraft(saved);
        setData(saved);
        navigate(STEP_PATHS.review);
        return;
      }
      // Step 2's draft is gone (expired): the booking must be saved from step 2 again.
      const restart = outcome.errorCode === ErrorCode.BOOKING_INCOMPLETE;
      if (restart) writeBookingDraft({ ...booking, saved: false, uuid: null });
      setFailure({ message: translateError(outcome.errorCode, outcome.message), restart });
    } catch {
      // The http client has already shown the connection problem.
    } finally {
      setBusy(false);
    }
  };

  const nameError = (index: number, field: NameField) => {
    const key = errors.names[index]?.[field];
    return key ? t(key) : null;
  };
  const fieldError = (field: keyof PassengerErrors['fields']) => {
    const key = errors.fields[field];
    return key ? t(key, { max: field === 'notes' ? BOOKING_NOTES_MAX : WELCOME_SIGN_MAX }) : null;
  };

  return (
    <div className={styles.page}>
      <StepHeader step={3} />
      <BookingSummary service={service} booking={booking} />
      <WizardForm
        formRef={formRef}
        onSubmit={onSubmit}
        busy={busy}
        intro={t('passengers.intro')}
        failure={failure?.message}
        restart={failure?.restart ? { to: STEP_PATHS.details, label: t('passengers.backToDetails') } : null}
      >
        {data.passengers.map((name, index) => (
          <PassengerNameFields
            // Passengers are a fixed list in step order: the position is the identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            index={index}
            name={name}
            fieldId={fieldId}
            autoFill={index === 0 && !data.bookingForOther}
            errorFor={nameError}
            onChange={changeName}
          />
        ))}
        <GreetingFields
          ns={NAMESPACE}
          textsKey="passengers"
          idPrefix="aa"
          value={data}
          errorFor={fieldError}
          onChange={({ bookingForOther, ...patch }) =>
            bookingForOther === undefined ? change(patch) : changeForWhom(bookingForOther)
          }
          forOther={
            <TextField
              id="aa-traveller-email"
              type="email"
              label={t('passengers.travellerEmail')}
              hint={t('passengers.travellerEmailHint')}
              autoComplete="off"
              value={data.travellerEmail}
              error={fieldError('travellerEmail')}
              onChange={(event) => change({ travellerEmail: event.target.value })}
            />
          }
        />
        <ContactNumberField
          ns={NAMESPACE}
          textsKey="passengers.contact"
          id="aa-contact"
          value={data.contact}
          onChange={(contact) => change({ contact })}
          prefixError={fieldError('mobileNoPrefix')}
          numberError={fieldError('mobileNo')}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={busy}>
            {t('booking.continue')}
          </Button>
        </div>
      </WizardForm>
    </div>
  );
}
