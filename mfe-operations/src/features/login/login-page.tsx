import { ErrorCode } from '@portal/shared/contracts';
import { operatorLogin } from '@portal/shared/contracts/operations';
import { useBusy } from '@portal/shared/forms';
import { translateError, useTranslation } from '@portal/shared/i18n';
import { Alert, Button, PageTitle } from '@portal/shared/ui';
import { TextField } from '@portal/shared/ui/fields';
import { type FormEvent, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import styles from '../../components/console.module.css';
import { callOperatorApi } from '../../lib/operator-api';
import { useOperatorSession, useSignedInOperator } from '../../lib/operator-session';
import { CONSOLE_PATHS, CONSOLE_ROOT } from '../../lib/paths';
import { NAMESPACE } from '../../namespace';

/** Where to go after signing in: the console page that sent the visitor here, else Remotes. */
const nextPath = (state: unknown): string => {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith(`${CONSOLE_ROOT}/`) && from !== `${CONSOLE_ROOT}/login`
    ? from
    : CONSOLE_PATHS.remotes;
};

/** /operations/login: an operator signs in with their own account (never a cardholder's). */
export function LoginPage() {
  const { t } = useTranslation(NAMESPACE);
  const operator = useSignedInOperator();
  const ended = useOperatorSession((state) => state.ended);
  const location = useLocation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, run] = useBusy();

  if (operator) return <Navigate to={nextPath(location.state)} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(email.trim() ? {} : { email: t('login.required') }),
      ...(password ? {} : { password: t('login.required') }),
    };
    setErrors(found);
    const firstWrong = found.email ? 'operator-email' : found.password ? 'operator-password' : null;
    if (firstWrong) return document.getElementById(firstWrong)?.focus();
    setProblem(null);
    await run(async () => {
      const outcome = await callOperatorApi(operatorLogin, { email: email.trim(), password });
      if (outcome.ok) {
        useOperatorSession.getState().signIn(outcome.result);
        navigate(nextPath(location.state), { replace: true });
        return;
      }
      const attemptsLeft = outcome.details?.attemptsLeft;
      const lockSeconds = outcome.details?.lockSeconds;
      if (outcome.errorCode === ErrorCode.LOGIN_INCORRECT && typeof attemptsLeft === 'number')
        setProblem(t('login.incorrect', { count: attemptsLeft }));
      else if (outcome.errorCode === ErrorCode.ACCOUNT_LOCKED && typeof lockSeconds === 'number')
        setProblem(t('login.locked', { count: Math.max(1, Math.ceil(lockSeconds / 60)) }));
      else setProblem(translateError(outcome.errorCode, outcome.message));
      setPassword('');
    });
  };

  return (
    <div className={styles.console}>
      <PageTitle>{t('login.title')}</PageTitle>
      <p className={styles.note}>{t('login.intro')}</p>
      {ended && !problem && <Alert tone="warning">{t('login.ended')}</Alert>}
      {problem && <Alert tone="error">{problem}</Alert>}
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          id="operator-email"
          label={t('login.email')}
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          error={errors.email ?? null}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          id="operator-password"
          label={t('login.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          error={errors.password ?? null}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={sending}>
            {t('login.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}
