import { useTranslation } from '@portal/shared/i18n';
import { TextField } from '@portal/shared/ui/fields';
import type { ReactNode } from 'react';
import type { FormNamespace } from './form-namespace';
import { PasswordStrengthMeter } from './password-strength-meter';

export interface PasswordFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** `password` unless told. */
  name?: string;
  /** `current-password` for a password the user already has, `new-password` for one being set. */
  autoComplete: 'current-password' | 'new-password';
  hint?: ReactNode;
}

/** A masked password input that hands back the typed value. */
export function PasswordField({ name = 'password', onChange, ...field }: PasswordFieldProps) {
  return <TextField {...field} type="password" name={name} onChange={(e) => onChange(e.target.value)} />;
}

export interface NewPasswordFieldsProps {
  /** Where the password rule and strength texts (`password.*`) live. */
  ns: FormNamespace;
  passwordLabel: ReactNode;
  confirmLabel: ReactNode;
  password: string;
  confirmPassword: string;
  onPasswordChange: (value: string) => void;
  onConfirmPasswordChange: (value: string) => void;
  errors: { password?: string | null; confirmPassword?: string | null };
  /** The user's own details (name, email), which make a password weaker. */
  userInputs: readonly string[];
}

/** A new password with its rule and strength meter, then the same password again. */
export function NewPasswordFields({
  ns,
  passwordLabel,
  confirmLabel,
  password,
  confirmPassword,
  onPasswordChange,
  onConfirmPasswordChange,
  errors,
  userInputs,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation(ns);
  return (
    <>
      <PasswordField
        label={passwordLabel}
        autoComplete="new-password"
        hint={t('password.rule')}
        value={password}
        onChange={onPasswordChange}
        error={errors.password}
      />
      <PasswordStrengthMeter ns={ns} password={password} userInputs={userInputs} />
      <PasswordField
        label={confirmLabel}
        name="confirmPassword"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={onConfirmPasswordChange}
        error={errors.confirmPassword}
      />
    </>
  );
}
