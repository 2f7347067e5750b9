import { formatLocalDate } from '@portal/shared/bookings/format';
import { PassengerNameFields } from '@portal/shared/bookings/passenger-name-fields';
import { WizardForm } from '@portal/shared/bookings/wizard-form';
import { Fact } from '@portal/shared/bookings/wizard-summary';
import { ErrorCode } from '@portal/shared/contracts';
import type { PassengerName } from '@portal/shared/contracts/fast-track';
import { useFocusFirstError } from '@portal/shared/forms';
import { translateError, useTranslation } from '@portal/shared/i18n';
import { useSessionStore } from '@portal/shared/stores';
import { zonedInstant } from '@portal/shared/time';
import { Button, PageTitle } from '@portal/shared/ui';
import { type FormEvent, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import type { LaneData } from '../../../lib/drafts';
import { slotWindow } from '../../../lib/slot-window';
import { NAMESPACE } from '../../../namespace';
import styles from '../booking-styles';
import { LaneSummary } from '../lane-summary';
import { missingStepFor, STEP_PATHS } from '../step-paths';
import { useLaneData } from '../use-lane-data';
import { savePassengers } from './api/save-passengers';
import { type NameField, type PassengerErrors, validatePassengers } from './validate-passengers';

const fieldId = (index: number, field: NameField) => `fast-track-passenger-${index + 1}-${field}`;

/**
 * As many name pairs as step 1 booked, kept from before where there are some; the cardholder
 * is usually travelling, so an empty first pair starts with their name.
 */
const namesFor = (data: LaneData, cardholder: PassengerName | null): PassengerName[] =>
  Array.from({ length: data.passengers }, (_, index) => {
    const kept = data.names[index];
    if (kept && (kept.firstName || kept.lastName)) return kept;
    return index === 0 && cardholder ? cardholder : { firstName: '', lastName: '' };
  });

/** /fast-track/passenger: each passenger's name as on the passport (wizard step 2). */
export function PassengerPage() {
  const [data, save] = useLaneData();
  const missing = missingStepFor('passenger', data);
  if (missing || !data?.lane) return <Navigate to={missing ?? STEP_PATHS.detail} replace />;
  return <PassengerStep data={data} save={save} />;
}

function PassengerStep({ data, save }: { data: LaneData; save: (next: LaneData) => void }) {
  const { t, i18n } = useTranslation([NAMESPACE, 'common']);
  const navigate = useNavigate();
  const userInfo = useSessionStore((session) => session.userInfo);
  const [names, setNames] = useState(() =>
    namesFor(data, userInfo ? { firstName: userInfo.firstName, lastName: userInfo.lastName } : null),
  );
  const [errors, setErrors] = useState<PassengerErrors>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const checked = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);
  const lane = data.lane;
  const uuid = data.uuid;
  if (!lane || !uuid) return null;

  const change = (index: number, patch: Partial<PassengerName>) => {
    const next = names.map((name, i) => (i === index ? { ...name, ...patch } : name));
    setNames(next);
    // Typed names are kept in the draft; the step must be saved again before the review.
    save({ ...data, names: next, passengersSaved: false });
    setFailure(null);
    if (checked.current) {
      const result = validatePassengers(next);
      setErrors(result.ok ? [] : result.errors);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    checked.current = true;
    const result = validatePassengers(names);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstError();
      return;
    }
    setErrors([]);
    setBusy(true);
    try {
      const outcome = await savePassengers(uuid, result.passengers);
      if (outcome.ok) {
        save({ ...data, names: result.passengers, passengersSaved: true });
        navigate(STEP_PATHS.review);
        return;
      }
      // Step 1's draft is gone (expired): the booking must start from its first step again.
      if (outcome.errorCode === ErrorCode.BOOKING_INCOMPLETE)
        save({ ...data, detailsSaved: false, uuid: null });
      setFailure(translateError(outcome.errorCode, outcome.message));
    } catch {
      // The http client has already shown the connection problem.
    } finally {
      setBusy(false);
    }
  };

  const errorText = (index: number, field: NameField) => {
    const key = errors[index]?.[field];
    return key ? t(key) : null;
  };

  return (
    <div className={styles.page}>
      <PageTitle>{t('booking.steps.passenger')}</PageTitle>
      <LaneSummary lane={lane}>
        <Fact label={t('booking.lane.when')}>
          {data.time
            ? slotWindow(
                zonedInstant(data.date, data.time, lane.timeZone),
                data.endTime,
                lane.timeZone,
                i18n.language,
              )
            : formatLocalDate(data.date, i18n.language)}
        </Fact>
      </LaneSummary>
      <WizardForm
        formRef={formRef}
        onSubmit={onSubmit}
        busy={busy}
        intro={t('booking.passenger.intro')}
        failure={failure}
        restart={
          data.detailsSaved ? null : { to: STEP_PATHS.detail, label: t('booking.passenger.backToDetail') }
        }
      >
        {names.map((name, index) => (
          <PassengerNameFields
            // Passengers are a fixed list in step order: the position is the identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            index={index}
            name={name}
            fieldId={fieldId}
            autoFill={index === 0}
            errorFor={errorText}
            onChange={change}
          />
        ))}
        <div className={styles.actions}>
          <Button type="submit" loading={busy}>
            {t('booking.passenger.continue')}
          </Button>
        </div>
      </WizardForm>
    </div>
  );
}
