import { GreetingFields } from '@portal/shared/bookings/greeting-fields';
import { PassengerNameFields } from '@portal/shared/bookings/passenger-name-fields';
import { WizardForm } from '@portal/shared/bookings/wizard-form';
import { ErrorCode } from '@portal/shared/contracts';
import { BOOKING_NOTES_MAX, WELCOME_SIGN_MAX } from '@portal/shared/contracts/booking-values';
import { ContactNumberField, useFocusFirstError } from '@portal/shared/forms';
import { translateError, useTranslation } from '@portal/shared/i18n';
import { SERVICE_POLICY } from '@portal/shared/policy';
import { type UserInfo, useSessionStore } from '@portal/shared/stores';
import { Button } from '@portal/shared/ui';
import { Checkbox, TextField } from '@portal/shared/ui/fields';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import styles from '../../components/booking-styles';
import { StepHeader } from '../../components/step-header';
import { TripSummary } from '../../components/trip-summary';
import {
  type BookingDraft,
  newFlightDraft,
  newPersonDraft,
  type PersonDraft,
  readBookingDraft,
  readChildSeat,
  readFlightDraft,
  readPersonDraft,
  readUuid,
  writeBookingDraft,
  writeChildSeat,
  writePersonDraft,
} from '../../lib/drafts';
import { redirectFor, resetStepsAfter, STEP_PATHS, stepPath } from '../../lib/steps';
import { NAMESPACE, ORDER_NAMESPACE, ORDER_NAMESPACES } from '../../namespace';
import { savePassenger } from './api/save-passenger';
import { type PassengerErrors, type PassengerField, validatePassenger } from './validate-passenger';

const fieldId = (_index: number, field: 'firstName' | 'lastName') => `ts-passenger-${field}`;
const fullName = (draft: Pick<PersonDraft, 'firstName' | 'lastName'>) =>
  `${draft.firstName.trim()} ${draft.lastName.trim()}`.trim();

/**
 * The stored passenger, or the cardholder (usually the one travelling) with their email; the
 * welcome sign follows the passenger's name until the user types their own.
 */
const draftFor = (user: UserInfo | null): PersonDraft => {
  const stored = readPersonDraft();
  if (stored) return stored;
  const fresh = newPersonDraft();
  if (!user) return fresh;
  const named = { ...fresh, firstName: user.firstName, lastName: user.lastName, email: user.email ?? '' };
  return { ...named, welcomeSign: fullName(named) };
};

/**
 * Booking for someone else: the traveller's own name and email are typed, so the cardholder's
 * go; booking for oneself again brings the cardholder's back.
 */
const travellerFor = (bookingForOther: 0 | 1, user: UserInfo | null): Partial<PersonDraft> => {
  const own = bookingForOther === 0 ? user : null;
  return {
    bookingForOther,
    firstName: own?.firstName ?? '',
    lastName: own?.lastName ?? '',
    email: own?.email ?? '',
  };
};

/** /transport-services/step-3: the passenger, email, welcome sign, notes to the driver, child seat, number. */
export function PassengerPage() {
  const missing = redirectFor(3);
  const booking = readBookingDraft();
  const uuid = readUuid();
  if (missing || !booking || !uuid) return <Navigate to={missing ?? STEP_PATHS.car} replace />;
  return <PassengerStep booking={booking} uuid={uuid} />;
}

function PassengerStep({ booking, uuid }: { booking: BookingDraft; uuid: string }) {
  const { t } = useTranslation([...ORDER_NAMESPACES, 'common']);
  const navigate = useNavigate();
  const userInfo = useSessionStore((session) => session.userInfo);
  const [data, setData] = useState<PersonDraft>(() => draftFor(userInfo));
  const [childSeat, setChildSeat] = useState<0 | 1>(readChildSeat);
  const [errors, setErrors] = useState<PassengerErrors>({});
  const [failure, setFailure] = useState<{ message: string; restart: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const checked = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);
  const [flight] = useState(() => readFlightDraft() ?? newFlightDraft());

  // Back on this step, the review must be reached again through it; the draft starts at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the step opens
  useEffect(() => {
    resetStepsAfter(3);
    writePersonDraft(data);
  }, []);

  // Typed values are kept in the draft; the step must be saved again before the review.
  const change = (patch: Partial<PersonDraft>) => {
    const next = { ...data, ...patch, saved: false };
    if (!next.welcomeSignEdited) next.welcomeSign = fullName(next);
    writePersonDraft(next);
    setData(next);
    setFailure(null);
    if (checked.current) {
      const result = validatePassenger(next);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const changeSeat = (value: 0 | 1) => {
    writeChildSeat(value);
    setChildSeat(value);
    if (data.saved) change({});
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    checked.current = true;
    const result = validatePassenger(data);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstError();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const outcome = await savePassenger(uuid, data.bookingForOther, childSeat, result.value);
      if (outcome.ok) {
        const saved = { ...data, ...result.value, mobile: result.value.mobileNo, saved: true };
        writePersonDraft(saved);
        setData(saved);
        navigate(stepPath(STEP_PATHS.review, booking));
        return;
      }
      // The draft is gone (expired): the booking must be saved from step 1 again.
      const restart = outcome.errorCode === ErrorCode.BOOKING_INCOMPLETE;
      if (restart) writeBookingDraft({ ...booking, saved: false, carDone: false });
      setFailure({ message: translateError(outcome.errorCode, outcome.message), restart });
    } catch {
      // The http client has already shown the connection problem.
    } finally {
      setBusy(false);
    }
  };

  const fieldError = (field: PassengerField) => {
    const key = errors[field];
    return key ? t(key, { max: field === 'notes' ? BOOKING_NOTES_MAX : WELCOME_SIGN_MAX }) : null;
  };

  return (
    <div className={styles.page}>
      <StepHeader step={3} />
      <TripSummary booking={booking} flight={flight} />
      <WizardForm
        formRef={formRef}
        onSubmit={onSubmit}
        busy={busy}
        intro={t('passenger.intro')}
        failure={failure?.message}
        restart={failure?.restart ? { to: STEP_PATHS.details, label: t('passenger.backToDetails') } : null}
      >
        <PassengerNameFields
          index={0}
          name={data}
          fieldId={fieldId}
          autoFill={!data.bookingForOther}
          errorFor={(_index, field) => fieldError(field)}
          onChange={(_index, patch) => change(patch)}
        />
        <TextField
          id="ts-email"
          type="email"
          label={t('passenger.email')}
          hint={t('passenger.emailHint')}
          autoComplete={data.bookingForOther ? 'off' : 'email'}
          maxLength={254}
          value={data.email}
          error={fieldError('email')}
          onChange={(event) => change({ email: event.target.value })}
          required
        />
        <GreetingFields
          ns={ORDER_NAMESPACE}
          textsKey="passenger"
          idPrefix="ts"
          value={data}
          errorFor={fieldError}
          onChange={(patch) =>
            change(
              patch.bookingForOther === undefined
                ? patch
                : { ...patch, ...travellerFor(patch.bookingForOther, userInfo) },
            )
          }
        />
        <Checkbox
          id="ts-child-seat"
          label={t('passenger.childSeat', { max: SERVICE_POLICY.transport.maxChildSeats })}
          checked={childSeat === 1}
          onChange={(event) => changeSeat(event.target.checked ? 1 : 0)}
        />
        <ContactNumberField
          ns={ORDER_NAMESPACE}
          textsKey="passenger.contact"
          id="ts-contact"
          value={{
            mobileNoPrefix: data.mobileNoPrefix,
            mobileNo: data.mobile,
            code: data.code,
            mobileCountry: data.mobileCountry,
          }}
          onChange={(contact) =>
            change({
              mobileNoPrefix: contact.mobileNoPrefix,
              mobile: contact.mobileNo,
              code: contact.code,
              mobileCountry: contact.mobileCountry,
            })
          }
          prefixError={fieldError('mobileNoPrefix')}
          numberError={fieldError('mobileNo')}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={busy}>
            {t('booking.next', { ns: NAMESPACE })}
          </Button>
        </div>
      </WizardForm>
    </div>
  );
}
