import type { ReactNode, TextareaHTMLAttributes } from 'react';
import styles from './field.module.css';
import { FieldFrame } from './field-frame';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  label: ReactNode;
  /** Error text shown under the field; also marks the text area aria-invalid. */
  error?: string | null;
  hint?: ReactNode;
  /** Where the hint goes: above the text area (default) or below it (e.g. a character count). */
  hintPlacement?: 'before' | 'after';
}

/** A multi-line text field with the kit's label, hint and error arrangement. */
export function TextArea({ label, error, hint, hintPlacement, id, className, ...textarea }: TextAreaProps) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      hintPlacement={hintPlacement}
      id={id}
      className={className}
    >
      {(control) => (
        <textarea {...textarea} {...control} className={`${control.className} ${styles.multiline}`} />
      )}
    </FieldFrame>
  );
}
