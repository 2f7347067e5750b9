import { Alert, Button } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import styles from './form.module.css';

export interface FormFailureProps {
  /** The failure to show; nothing is shown without one. */
  message: ReactNode;
  title?: ReactNode;
}

/** The error a submit came back with, above the form. */
export function FormFailure({ message, title }: FormFailureProps) {
  if (!message) return null;
  return (
    <Alert tone="error" title={title} className={styles.alert}>
      {message}
    </Alert>
  );
}

export interface FormActionsProps {
  submitLabel: ReactNode;
  busy: boolean;
  /** The submit button spans the form (the narrow one-column forms). */
  fullWidth?: boolean;
  /** Further buttons after the submit button. */
  children?: ReactNode;
}

/** The form's submit button, and any other buttons, in one row. */
export function FormActions({ submitLabel, busy, fullWidth = false, children }: FormActionsProps) {
  return (
    <div className={styles.actions}>
      <Button type="submit" loading={busy} fullWidth={fullWidth}>
        {submitLabel}
      </Button>
      {children}
    </div>
  );
}
