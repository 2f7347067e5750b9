import type { TextareaHTMLAttributes } from 'react';
import styles from './query-form.module.css';

export interface MessageFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  id: string;
  label: string;
  hint: string;
  error?: string | null;
}

/** A multi-line text field with the UI kit's label, hint and error arrangement. */
export function MessageField({ id, label, hint, error, className, ...textarea }: MessageFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        {...textarea}
        id={id}
        className={styles.textarea}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? errorId : null, hintId].filter(Boolean).join(' ')}
      />
      <span id={hintId} className={styles.hint}>
        {hint}
      </span>
      {error && (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}
