import type { ReactNode } from 'react';
import styles from './field.module.css';
import { useFieldIds } from './field-ids';

/** The attributes that tie a form control to its label, hint and error text. */
export interface FieldControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldFrameProps {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  /** Hides the label visually (it still names the control). */
  hideLabel?: boolean;
  /** Where the hint goes: above the control (default) or below it (e.g. a character count). */
  hintPlacement?: 'before' | 'after';
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, hint and error text around one control (TextField, TextArea, Select). */
export function FieldFrame({
  label,
  error,
  hint,
  hideLabel = false,
  hintPlacement = 'before',
  id,
  className,
  children,
}: FieldFrameProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, Boolean(hint), Boolean(error));
  const hintText = hint && (
    <span id={hintId} className={styles.hint}>
      {hint}
    </span>
  );
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={hideLabel ? 'ui-visually-hidden' : styles.label} htmlFor={controlId}>
        {label}
      </label>
      {hintPlacement === 'before' && hintText}
      {children({
        id: controlId,
        className: styles.control ?? '',
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hintPlacement === 'after' && hintText}
      {error && (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}
