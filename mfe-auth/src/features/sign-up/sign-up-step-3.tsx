import { ErrorCode } from '@portal/shared/contracts';
import { signupEndpoints } from '@portal/shared/contracts/accounts';
import {
  FormActions,
  FormFailure,
  formStyles,
  NewPasswordFields,
  useBusy,
  useFocusFirstError,
} from '@portal/shared/forms';
import { callApi } from '@portal/shared/http';
import { getLanguage, translateError, useTranslation } from '@portal/shared/i18n';
import { useSessionStore } from '@portal/shared/stores';
import { PageTitle } from '@portal/shared/ui';
import { Checkbox } from '@portal/shared/ui/fields';
import { passwordsMatch, validatePassword } from '@portal/shared/validation';
import { type FormEvent, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import styles from '../../components/auth-form.module.css';
import { hasTimedOut, useSignUpDraft } from './sign-up-draft';
import { SignUpTimedOut } from './sign-up-timed-out';

type Field = 'password' | 'confirmPassword' | 'terms';

/** Step 3: the password (kept in memory only), the terms and the optional marketing opt-in. */
export function SignUpStep3Page() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const [draft, , clearDraft] = useSignUpDraft();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [termsAgreed, setTermsAgreed] = useState(false);
  const [marketingOptIn, setMarketingOptIn] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [timedOut, setTimedOut] = useState(() => hasTimedOut(draft));
  const [busy, whileBusy] = useBusy();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);
  const { channel, details } = draft;

  if (timedOut) return <SignUpTimedOut channel={channel} onRestart={clearDraft} />;
  if (!draft.signupId) return <Navigate to={`/sign-up/step-1?channel=${channel}`} replace />;
  if (!draft.detailsChecked) return <Navigate to={`/sign-up/step-2?channel=${channel}`} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const keys: Partial<Record<Field, string | null>> = {
      password: validatePassword(password),
      confirmPassword: passwordsMatch(password, confirmPassword),
      terms: termsAgreed ? null : 'validation.termsRequired',
    };
    const next: Partial<Record<Field, string>> = {};
    for (const [field, key] of Object.entries(keys)) if (key) next[field as Field] = t(`common:${key}`);
    setErrors(next);
    if (Object.keys(next).length > 0) {
      focusFirstError();
      return;
    }
    if (hasTimedOut(draft)) {
      setTimedOut(true);
      return;
    }
    if (!draft.signupId) return;
    const input = {
      signupId: draft.signupId,
      password,
      termsAgreed: true as const,
      marketingOptIn,
      language: getLanguage(),
    };
    await whileBusy(async () => {
      const outcome =
        channel === 'card'
          ? await callApi(signupEndpoints.card.create, input)
          : await callApi(signupEndpoints.activation.create, input);
      if (outcome.ok) {
        const { token, firstName, lastName, email } = outcome.result;
        useSessionStore.getState().setSession(token, { firstName, lastName, email });
        // The success page forgets the draft: clearing it here would re-route this page first.
        navigate(`/sign-up/succ?channel=${channel}`, { replace: true });
        return;
      }
      if (outcome.errorCode === ErrorCode.SIGNUP_SESSION_EXPIRED) {
        setTimedOut(true);
        return;
      }
      setFailure(translateError(outcome.errorCode, outcome.message));
    });
  };

  return (
    <div className={styles.page}>
      <PageTitle>{t('auth:signUp.screens.step3')}</PageTitle>
      <div className={formStyles.card}>
        <FormFailure message={failure} />
        <form ref={formRef} noValidate onSubmit={submit}>
          <NewPasswordFields
            ns="auth"
            passwordLabel={t('auth:fields.password')}
            confirmLabel={t('auth:fields.confirmPassword')}
            password={password}
            confirmPassword={confirmPassword}
            onPasswordChange={setPassword}
            onConfirmPasswordChange={setConfirmPassword}
            errors={errors}
            userInputs={[details.firstName, details.lastName, details.email]}
          />
          <Checkbox
            name="terms"
            checked={termsAgreed}
            onChange={(e) => setTermsAgreed(e.target.checked)}
            error={errors.terms}
            label={
              <>
                {t('auth:signUp.termsBefore')}{' '}
                <a href="/conditions" target="_blank" rel="noopener">
                  {t('auth:signUp.termsLink')}
                  <span className="ui-visually-hidden"> {t('auth:newTab')}</span>
                </a>
              </>
            }
          />
          <Checkbox
            name="marketingOptIn"
            checked={marketingOptIn}
            onChange={(e) => setMarketingOptIn(e.target.checked)}
            label={t('auth:signUp.marketing')}
          />
          <FormActions submitLabel={t('auth:signUp.create')} busy={busy} fullWidth />
        </form>
      </div>
    </div>
  );
}
