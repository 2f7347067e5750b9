import { ErrorCode } from '@portal/shared/contracts';
import { resetPassword } from '@portal/shared/contracts/accounts';
import {
  FormActions,
  FormFailure,
  formStyles,
  NewPasswordFields,
  useBusy,
  useFocusFirstError,
} from '@portal/shared/forms';
import { callApi } from '@portal/shared/http';
import { translateError, useTranslation } from '@portal/shared/i18n';
import { Alert, PageTitle } from '@portal/shared/ui';
import { passwordsMatch, validatePassword } from '@portal/shared/validation';
import { type FormEvent, useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import styles from '../../components/auth-form.module.css';
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
  const [busy, whileBusy] = useBusy();
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
    const { email, resetTicket } = draft;
    if (!resetTicket) return;
    await whileBusy(async () => {
      const outcome = await callApi(resetPassword, { email, resetTicket, password });
      if (outcome.ok) {
        // The success page forgets the draft: clearing it here would re-route this page first.
        navigate('/reset-pwd/succ', { replace: true });
        return;
      }
      if (outcome.errorCode === ErrorCode.CODE_EXPIRED) setExpired(true);
      else setFailure(translateError(outcome.errorCode, outcome.message));
    });
  };

  return (
    <div className={styles.page}>
      <PageTitle>{t('auth:resetPwd.screens.step3')}</PageTitle>
      <div className={formStyles.card}>
        {expired && (
          <Alert tone="error" title={t('auth:resetPwd.expiredTitle')} className={formStyles.alert}>
            {t('common:errors.30022')} <Link to="/reset-pwd/step-1">{t('auth:resetPwd.requestNew')}</Link>
          </Alert>
        )}
        <FormFailure message={failure} />
        <form ref={formRef} noValidate onSubmit={submit}>
          <NewPasswordFields
            ns="auth"
            passwordLabel={t('auth:fields.newPassword')}
            confirmLabel={t('auth:fields.confirmPassword')}
            password={password}
            confirmPassword={confirmPassword}
            onPasswordChange={setPassword}
            onConfirmPasswordChange={setConfirmPassword}
            errors={errors}
            userInputs={[draft.email]}
          />
          <FormActions submitLabel={t('auth:resetPwd.save')} busy={busy} fullWidth />
        </form>
      </div>
    </div>
  );
}
