import { useTranslation } from '@portal/shared/i18n';
import { estimatePasswordStrength, type PasswordStrength } from '@portal/shared/validation';
import { useEffect, useState } from 'react';
import styles from './form.module.css';
import type { FormNamespace } from './form-namespace';

export interface PasswordStrengthMeterProps {
  password: string;
  /** The user's own details (name, email): a password built from them is weaker. */
  userInputs?: readonly string[];
  /** Where the meter's texts (`password.strength`, `password.strengthHint`) live. */
  ns: FormNamespace;
}

/** How hard the password is to guess, from the shared estimator (loaded on first use). */
export function PasswordStrengthMeter({ password, userInputs = [], ns }: PasswordStrengthMeterProps) {
  const { t } = useTranslation([ns, 'screens']);
  const [strength, setStrength] = useState<PasswordStrength | null>(null);
  const inputsKey = userInputs.join('\n');
  useEffect(() => {
    if (password === '') {
      setStrength(null);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      estimatePasswordStrength(password, inputsKey.split('\n').filter(Boolean)).then(
        (result) => live && setStrength(result),
        () => live && setStrength(null),
      );
    }, 150);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [password, inputsKey]);

  const score = strength?.score ?? 0;
  return (
    <div className={styles.strength} data-score={strength ? score : undefined}>
      <div className={styles.strengthBar} aria-hidden="true">
        {[0, 1, 2, 3].map((segment) => (
          <span key={segment} className={strength && score > segment ? styles.strengthOn : undefined} />
        ))}
      </div>
      <p className={styles.strengthLabel} aria-live="polite">
        {strength
          ? t(`${ns}:password.strength`, { level: t(`common:${strength.labelKey}`) })
          : t(`${ns}:password.strengthHint`)}
      </p>
    </div>
  );
}
