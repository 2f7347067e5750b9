import { TextField } from '@portal/shared/ui/fields';

/**
 * A flight number as the traveller types it ("BA 117"), the same input wherever a booking asks for
 * one: required, no autocomplete, capitals on a phone's keyboard, at most 12 characters. The page
 * keeps, normalises and checks the value; `onChange` gets it as typed.
 */
export function FlightNumberField({
  id,
  label,
  hint,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  error?: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      id={id}
      label={label}
      hint={hint}
      autoComplete="off"
      autoCapitalize="characters"
      maxLength={12}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
      required
    />
  );
}
