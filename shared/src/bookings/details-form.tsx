import type { FlightLeg } from '@portal/shared/contracts/flights';
import { useFocusFirstError } from '@portal/shared/forms';
import { useTranslation } from '@portal/shared/i18n';
import { Button } from '@portal/shared/ui';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import styles from './booking-page.module.css';
import type { FlightFields } from './draft-readers';
import { type FlightField, FlightFinder } from './flight-finder';
import type { FlightSearchResult } from './flight-search';
import { NearDepartureDialog } from './near-departure-dialog';
import { WizardForm } from './wizard-form';

/** What a details step is doing: looking the flight up, saving, or nothing. */
export type DetailsBusy = 'flight' | 'save' | null;

export interface DetailsFormOptions {
  /** The service's namespace: the fields' message keys without one, `details.nearDeparture.*`. */
  ns: string;
  /** The service's rules the messages name: the lead time, and how close to departure asks first. */
  policy: { minHoursAhead: number; nearDepartureHours?: number };
  /** Makes the flight fields' ids (`FlightFinder`'s `idPrefix`). */
  idPrefix: string;
  /** The service time's field, where "change the time" leads back to. */
  timeFieldId: string;
}

/**
 * The state of a booking wizard's details step besides its draft, the same for every service booked
 * around a flight (Airport Assistant, Transport): each field's error (a message key), what went
 * wrong saving, what is under way (finding the flight, saving), and the near-departure question.
 * `F`: the step's fields besides the flight's.
 */
export function useDetailsForm<F extends string>(options: DetailsFormOptions) {
  const { t } = useTranslation(options.ns);
  const [errors, setErrors] = useState<Partial<Record<F | FlightField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<DetailsBusy>(null);
  const [confirming, setConfirming] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);

  /** A change answers the failure shown and these fields' errors. */
  const clearErrors = (fields: readonly (F | FlightField)[]) => {
    setFailure(null);
    if (fields.length > 0)
      setErrors((current) => {
        const left = { ...current };
        for (const field of fields) delete left[field];
        return left;
      });
  };

  /** The field's error as the user reads it, or null. */
  const errorText = (field: F | FlightField) => {
    const key = errors[field];
    return key ? t(key, { hours: options.policy.minHoursAhead }) : null;
  };

  /** `task` under way as `kind`; a connection problem has already been shown, so the form stays as it is. */
  const whileBusy = async (kind: Exclude<DetailsBusy, null>, task: () => Promise<unknown>) => {
    setBusy(kind);
    try {
      await task();
    } catch {
      // The http client has already shown the connection problem.
    } finally {
      setBusy(null);
    }
  };

  /** Find flight: `find` looks it up, unless something is under way. */
  const lookUpFlight = (find: () => Promise<unknown>) => {
    if (busy) return;
    setFailure(null);
    void whileBusy('flight', find);
  };

  /** What a flight search answered: the leg found, or null once the form says why not. */
  const flightFound = (result: FlightSearchResult) => {
    if (result.kind === 'notLocated') {
      setErrors((current) => ({ ...current, flightNumber: 'common:errors.50010' }));
      focusFirstError();
      return null;
    }
    if (result.kind === 'failed') {
      setFailure(result.message);
      return null;
    }
    return result;
  };

  return {
    options,
    formRef,
    errors,
    setErrors,
    clearErrors,
    errorText,
    focusFirstError,
    failure,
    setFailure,
    busy,
    whileBusy,
    lookUpFlight,
    flightFound,
    confirming,
    setConfirming,
  };
}

/** What `DetailsForm` reads of `useDetailsForm`. */
type DetailsFormState = Pick<
  ReturnType<typeof useDetailsForm>,
  'options' | 'formRef' | 'busy' | 'failure' | 'confirming' | 'setConfirming'
>;

/**
 * A details step's form (`children`: its fields) with its submit button, and the question asked when
 * the service time is close to the flight's departure. `onSave(confirmNearDeparture)`: saves the
 * step; it asks the question with `form.setConfirming(true)`, and is called again confirmed.
 */
export function DetailsForm({
  form,
  onSave,
  submitLabel,
  children,
}: {
  form: DetailsFormState;
  onSave: (confirmNearDeparture: boolean) => Promise<void>;
  submitLabel: string;
  children: ReactNode;
}) {
  const { ns, policy, timeFieldId } = form.options;
  const { t } = useTranslation(ns);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.busy) void onSave(false);
  };
  return (
    <>
      <WizardForm formRef={form.formRef} onSubmit={onSubmit} busy={form.busy !== null} failure={form.failure}>
        {children}
        <div className={styles.actions}>
          <Button type="submit" loading={form.busy === 'save'}>
            {submitLabel}
          </Button>
        </div>
      </WizardForm>
      <NearDepartureDialog
        open={form.confirming}
        timeFieldId={timeFieldId}
        texts={{
          title: t('details.nearDeparture.title'),
          message: t('details.nearDeparture.message', { hours: policy.nearDepartureHours }),
          continue: t('details.nearDeparture.continue'),
          change: t('details.nearDeparture.change'),
        }}
        onContinue={() => void onSave(true)}
        onClose={() => form.setConfirming(false)}
      />
    </>
  );
}

/**
 * The step's "Find your flight" (`FlightFinder`) on its form: the fields' errors, the button busy
 * while the flight is looked up, and Find flight ignored while anything is under way.
 * `find(value, true)`: the step looks the flight shown up, moving the service to its day.
 */
export function FlightLookup<T extends Pick<FlightFields, 'flightNumber' | 'flightDate' | 'airlineName'>>({
  form,
  value,
  leg,
  onChange,
  find,
}: {
  form: {
    options: DetailsFormOptions;
    errorText: (field: FlightField) => string | null;
    busy: DetailsBusy;
    lookUpFlight: (find: () => Promise<unknown>) => void;
  };
  value: T;
  leg: FlightLeg | null;
  onChange: (patch: Partial<Record<FlightField, string>>, fields: FlightField[]) => void;
  find: (value: T, moveDate: boolean) => Promise<unknown>;
}) {
  return (
    <FlightFinder
      idPrefix={form.options.idPrefix}
      value={value}
      leg={leg}
      errorFor={form.errorText}
      onChange={onChange}
      onFind={() => form.lookUpFlight(() => find(value, true))}
      finding={form.busy === 'flight'}
    />
  );
}
