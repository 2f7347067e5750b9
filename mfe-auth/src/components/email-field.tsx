import { TextField } from '@portal/shared/ui/fields';
import type { ReactNode } from 'react';

export interface EmailFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** `email` unless told (the confirmation is `confirmEmail`). */
  name?: string;
}

/** An email input that hands back the typed value. */
export function EmailField({ name = 'email', onChange, ...field }: EmailFieldProps) {
  return (
    <TextField
      {...field}
      type="email"
      name={name}
      autoComplete="email"
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
