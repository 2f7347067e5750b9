import { TextField } from '@portal/shared/ui/fields';
import { localDateFromToday } from './local-date';

/** A field of a service's local date or time: its texts, value and error; `onChange` gets the new value. */
export interface LocalField {
  label: string;
  hint?: string;
  value: string;
  error?: string | null;
  onChange: (value: string) => void;
}

/** A day at the airport (`YYYY-MM-DD`), required, from `min` on (the earliest bookable day). */
export function LocalDateField({
  id,
  min,
  label,
  hint,
  value,
  error,
  onChange,
}: LocalField & { id: string; min?: string }) {
  return (
    <TextField
      id={id}
      type="date"
      label={label}
      hint={hint}
      min={min}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
      required
    />
  );
}

/**
 * When a service is, local at its airport, the same for every service booked for a time of day
 * (Airport Assistant's meeting, Transport's pick-up): the date from today on and the time, both
 * required, side by side (`className`: the service's row). Ids: `${idPrefix}-date`, `${idPrefix}-time`.
 */
export function LocalDateTimeFields({
  idPrefix,
  date,
  time,
  className,
}: {
  idPrefix: string;
  date: LocalField;
  time: LocalField;
  className?: string;
}) {
  return (
    <div className={className}>
      <LocalDateField id={`${idPrefix}-date`} min={localDateFromToday(0)} {...date} />
      <TextField
        id={`${idPrefix}-time`}
        type="time"
        label={time.label}
        hint={time.hint}
        value={time.value}
        error={time.error}
        onChange={(event) => time.onChange(event.target.value)}
        required
      />
    </div>
  );
}
