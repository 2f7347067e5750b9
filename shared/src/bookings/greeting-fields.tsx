import { BOOKING_NOTES_MAX, WELCOME_SIGN_MAX } from '@portal/shared/contracts/booking-values';
import { useTranslation } from '@portal/shared/i18n';
import { Checkbox, TextArea, TextField } from '@portal/shared/ui/fields';
import type { ReactNode } from 'react';

export type GreetingField = 'welcomeSign' | 'notes';

export interface GreetingValues {
  bookingForOther: 0 | 1;
  welcomeSign: string;
  notes: string;
}

export interface GreetingFieldsProps {
  /** The service's namespace and the key its texts sit under: `<textsKey>.bookingForOther`,
   * `.welcomeSign`, `.welcomeSignHint`, `.notes`, `.notesCount` (`{{length}}`, `{{max}}`). */
  ns: string;
  textsKey: string;
  /** The fields' ids: `<idPrefix>-booking-for-other`, `-welcome-sign`, `-notes`. */
  idPrefix: string;
  value: GreetingValues;
  errorFor: (field: GreetingField) => string | null | undefined;
  /** A typed welcome sign is the user's own (`welcomeSignEdited`): no longer the passenger's name. */
  onChange: (patch: Partial<GreetingValues> & { welcomeSignEdited?: true }) => void;
  /** What the service asks right under the box when it is ticked (Airport Assistant: the traveller's email). */
  forOther?: ReactNode;
}

/**
 * How the one who meets the passenger knows them, the same for every service that meets someone
 * (Airport Assistant's greeter, Transport's driver): booking for someone else, the name on the
 * welcome sign (at most `WELCOME_SIGN_MAX`), and notes (at most `BOOKING_NOTES_MAX`, counted).
 */
export function GreetingFields({
  ns,
  textsKey,
  idPrefix,
  value,
  errorFor,
  onChange,
  forOther,
}: GreetingFieldsProps) {
  const { t } = useTranslation(ns);
  return (
    <>
      <Checkbox
        id={`${idPrefix}-booking-for-other`}
        label={t(`${textsKey}.bookingForOther`)}
        checked={value.bookingForOther === 1}
        onChange={(event) => onChange({ bookingForOther: event.target.checked ? 1 : 0 })}
      />
      {value.bookingForOther === 1 && forOther}
      <TextField
        id={`${idPrefix}-welcome-sign`}
        label={t(`${textsKey}.welcomeSign`)}
        hint={t(`${textsKey}.welcomeSignHint`)}
        maxLength={WELCOME_SIGN_MAX}
        autoComplete="off"
        value={value.welcomeSign}
        error={errorFor('welcomeSign')}
        onChange={(event) => onChange({ welcomeSign: event.target.value, welcomeSignEdited: true })}
        required
      />
      <TextArea
        id={`${idPrefix}-notes`}
        label={t(`${textsKey}.notes`)}
        hint={t(`${textsKey}.notesCount`, { length: value.notes.length, max: BOOKING_NOTES_MAX })}
        hintPlacement="after"
        maxLength={BOOKING_NOTES_MAX}
        rows={4}
        value={value.notes}
        error={errorFor('notes')}
        onChange={(event) => onChange({ notes: event.target.value })}
      />
    </>
  );
}
