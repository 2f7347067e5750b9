import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './field.module.css';
import { useFieldIds } from './field-ids';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  label: ReactNode;
  error?: string | null;
}

export function Checkbox({ label, error, id, className, ...input }: CheckboxProps) {
  const { controlId, errorId, describedBy } = useFieldIds(id, false, Boolean(error));
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <div className={styles.checkbox}>
        <input
          {...input}
          type="checkbox"
          id={controlId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <label htmlFor={controlId}>{label}</label>
      </div>
      {error && (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}
