import { ErrorCode } from '@portal/shared/contracts';
import { resetPassword } from '@portal/shared/contracts/accounts';
import { callApi } from '@portal/shared/http';
import { translateError } from '@portal/shared/i18n';
import { Alert, Button, PageTitle, TextField } from '@portal/shared/ui';
import { passwordsMatch, validatePassword } from '@portal/shared/validation';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import styles from '../../components/auth-form.module.css';
import { PasswordStrengthMeter } from '../../components/password-strength-meter';
import { useFocusFirstError } from '../../components/use-focus-first-error';
import { useResetPwdDraft } from './reset-pwd-draft';

type Field = 'password' | 'confirmPassword';

/** Step 3: the new password, twice. */
export function ResetPwdStep3Page() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const [draft] = useResetPwdDraft();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [expired, setExpired] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);

  if (!draft.email) return <Navigate to="/reset-pwd/step-1" replace />;
  if (!draft.resetTicket) return <Navigate to="/reset-pwd/step-2" replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const passwordKey = validatePassword(password);
    const confirmKey = passwordsMatch(password, confirmPassword);
    const next: Partial<Record<Field, string>> = {};
    if (passwordKey) next.password = t(`common:${passwordKey}`);
    if (confirmKey) next.confirmPassword = t(`common:${confirmKey}`);
    setErrors(next);
    if (Object.keys(next).length > 0) {
      focusFirstError();
      return;
    }
    if (!draft.resetTicket) return;
    setBusy(true);
    try {
      const outcome = await callApi(resetPassword, {
        email: draft.email,
        resetTicket: draft.resetTicket,
        password,
      });
      if (outcome.ok) {
        // The success page forgets the draft: clearing it here would re-route this page first.
        navigate('/reset-pwd/succ', { replace: true });
        return;
      }
      if (outcome.errorCode === ErrorCode.CODE_EXPIRED) setExpired(true);
      else setFailure(translateError(outcome.errorCode, outcome.message));
    } catch {
      // Connection problems are already shown by the http client's dialog.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <PageTitle>{t('auth:resetPwd.screens.step3')}</PageTitle>
      <div className={styles.card}>
        {expired && (
          <Alert tone="error" title={t('auth:resetPwd.expiredTitle')} className={styles.alert}>
            {t('common:errors.30022')} <Link to="/reset-pwd/step-1">{t('auth:resetPwd.requestNew')}</Link>
          </Alert>
        )}
        {failure && (
          <Alert tone="error" className={styles.alert}>
            {failure}
          </Alert>
        )}
        <form ref={formRef} noValidate onSubmit={submit}>
          <TextField
            label={t('auth:fields.newPassword')}
            type="password"
            name="password"
            autoComplete="new-password"
            hint={t('auth:password.rule')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
          />
          <PasswordStrengthMeter password={password} userInputs={[draft.email]} />
          <TextField
            label={t('auth:fields.confirmPassword')}
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(e) => setConfirmPassword(e.target.value)}
            error={errors.confirmPassword}
          />
          <div className={styles.actions}>
            <Button type="submit" loading={busy} fullWidth>
              {t('auth:resetPwd.save')}
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}
