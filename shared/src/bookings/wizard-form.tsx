import { Alert } from '@portal/shared/ui';
import type { FormEvent, ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import styles from './booking-page.module.css';

/**
 * A wizard step's form, the same for every service: checked by the step itself (`noValidate`),
 * busy while it saves, with the step's lead paragraph (`intro`), then what went wrong saving
 * (`failure`, with a link back to the step to start again from when `restart` says so), then the
 * step's fields and actions (`children`).
 */
export function WizardForm({
  formRef,
  onSubmit,
  busy,
  intro,
  failure,
  restart,
  children,
}: {
  formRef?: Ref<HTMLFormElement>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  intro?: string;
  failure?: ReactNode;
  restart?: { to: string; label: string } | null;
  children: ReactNode;
}) {
  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
      {intro && <p className={styles.intro}>{intro}</p>}
      {failure && (
        <Alert tone="error">
          {failure}
          {restart && (
            <>
              {' '}
              <Link to={restart.to}>{restart.label}</Link>
            </>
          )}
        </Alert>
      )}
      {children}
    </form>
  );
}
