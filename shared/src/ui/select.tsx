import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** Text of an empty first option (e.g. "Select…"); omitted when not given. */
  placeholder?: string;
  error?: string | null;
  hint?: ReactNode;
  /** Hides the label visually (it still names the control). */
  hideLabel?: boolean;
}

export function Select({
  label,
  options,
  placeholder,
  error,
  hint,
  hideLabel = false,
  id,
  className,
  ...select
}: SelectProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} hideLabel={hideLabel} id={id} className={className}>
      {(control) => (
        <select {...select} {...control}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
