import type { ReactNode, SelectHTMLAttributes } from 'react';
import styles from './field.module.css';
import { useFieldIds } from './field-ids';

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
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, Boolean(hint), Boolean(error));
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={hideLabel ? 'ui-visually-hidden' : styles.label} htmlFor={controlId}>
        {label}
      </label>
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      <select
        {...select}
        id={controlId}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}
