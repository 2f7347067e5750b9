import { ErrorCode, LOGIN_RESET_HINT_AFTER, login, MAX_LOGIN_FAILURES } from '@portal/shared/contracts';
import {
  FormActions,
  FormFailure,
  formStyles,
  PasswordField,
  useBusy,
  useFocusFirstError,
} from '@portal/shared/forms';
import { callApi } from '@portal/shared/http';
import { translateError, useTranslation } from '@portal/shared/i18n';
import { takeRedirect, useSessionStore } from '@portal/shared/stores';
import { Alert, PageTitle } from '@portal/shared/ui';
import { validateEmail, validateRequired } from '@portal/shared/validation';
import { type FormEvent, useCallback, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import styles from '../../components/auth-form.module.css';
import { EmailField } from '../../components/email-field';
import { SessionLockedDialog } from './session-locked-dialog';

type Field = 'email' | 'password';

/** Failures so far: the server's count when it sends one, else what this page has seen. */
const failuresFrom = (details: Record<string, unknown> | null, seen: number) => {
  const left = details?.attemptsLeft;
  return typeof left === 'number' ? Math.max(seen, MAX_LOGIN_FAILURES - left) : seen;
};

export function LoginPage() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const location = useLocation();
  const prefilled = (location.state as { email?: unknown } | null)?.email;
  const [email, setEmail] = useState(typeof prefilled === 'string' ? prefilled : '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [failures, setFailures] = useState(0);
  const [lockedUntil, setLockedUntil] = useState<number | null>(null);
  const [busy, whileBusy] = useBusy();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);
  const closeLock = useCallback(() => setLockedUntil(null), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const emailKey = validateEmail(email);
    const passwordKey = validateRequired(password);
    const next: Partial<Record<Field, string>> = {};
    if (emailKey) next.email = t(`common:${emailKey}`);
    if (passwordKey) next.password = t(`common:${passwordKey}`);
    setErrors(next);
    setFailure(null);
    if (Object.keys(next).length > 0) {
      focusFirstError();
      return;
    }
    await whileBusy(async () => {
      const outcome = await callApi(login, { email: email.trim(), password });
      if (outcome.ok) {
        const { token, firstName, lastName } = outcome.result;
        useSessionStore.getState().setSession(token, { firstName, lastName, email: outcome.result.email });
        navigate(takeRedirect() ?? '/', { replace: true });
        return;
      }
      setPassword('');
      if (outcome.errorCode === ErrorCode.ACCOUNT_LOCKED) {
        const seconds = Number(outcome.details?.lockSeconds);
        setFailures((n) => Math.max(n + 1, MAX_LOGIN_FAILURES));
        setLockedUntil(Date.now() + (Number.isFinite(seconds) && seconds > 0 ? seconds : 0) * 1000);
        return;
      }
      if (outcome.errorCode === ErrorCode.LOGIN_INCORRECT)
        setFailures((n) => failuresFrom(outcome.details, n + 1));
      setFailure(translateError(outcome.errorCode, outcome.message));
    });
  };

  return (
    <div className={styles.page}>
      <PageTitle>{t('auth:login.title')}</PageTitle>
      <div className={formStyles.card}>
        <FormFailure message={failure} />
        {failures >= LOGIN_RESET_HINT_AFTER && (
          <Alert tone="info" className={formStyles.alert} assertive={false}>
            {t('auth:login.resetHint')} <Link to="/reset-pwd/step-1">{t('auth:login.resetLink')}</Link>
          </Alert>
        )}
        <form ref={formRef} noValidate onSubmit={submit}>
          <EmailField label={t('auth:fields.email')} value={email} onChange={setEmail} error={errors.email} />
          <PasswordField
            label={t('auth:fields.password')}
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            error={errors.password}
          />
          <FormActions submitLabel={t('auth:login.submit')} busy={busy} fullWidth />
        </form>
        <div className={styles.links}>
          <Link to="/reset-pwd/step-1">{t('auth:login.forgot')}</Link>
          <Link to="/sign-up/step-1?channel=card">{t('auth:login.signUp')}</Link>
        </div>
      </div>
      <SessionLockedDialog until={lockedUntil} onClose={closeLock} />
    </div>
  );
}
