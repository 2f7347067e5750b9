import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldFrame } from './field-frame';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: ReactNode;
  /** Error text shown under the field; also marks the input aria-invalid. */
  error?: string | null;
  hint?: ReactNode;
}

export function TextField({ label, error, hint, id, className, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <input {...input} {...control} />}
    </FieldFrame>
  );
}
