import { useTranslation } from '@portal/shared/i18n';
import { TextField } from '@portal/shared/ui/fields';
import styles from './form.module.css';
import type { FormNamespace } from './form-namespace';

export interface NameFieldsProps {
  /** Where the labels (`fields.firstName`, `fields.lastName`) live. */
  ns: FormNamespace;
  firstName: string;
  lastName: string;
  onChange: (patch: { firstName?: string; lastName?: string }) => void;
  errors: { firstName?: string | null; lastName?: string | null };
}

/** First and last name side by side (one above the other on a phone). */
export function NameFields({ ns, firstName, lastName, onChange, errors }: NameFieldsProps) {
  const { t } = useTranslation(ns);
  return (
    <div className={styles.row}>
      <TextField
        label={t('fields.firstName')}
        name="firstName"
        autoComplete="given-name"
        value={firstName}
        onChange={(e) => onChange({ firstName: e.target.value })}
        error={errors.firstName}
      />
      <TextField
        label={t('fields.lastName')}
        name="lastName"
        autoComplete="family-name"
        value={lastName}
        onChange={(e) => onChange({ lastName: e.target.value })}
        error={errors.lastName}
      />
    </div>
  );
}
