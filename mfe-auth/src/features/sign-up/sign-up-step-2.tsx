import { ErrorCode } from '@portal/shared/contracts';
import { signupEndpoints } from '@portal/shared/contracts/accounts';
import {
  ContactNumberField,
  FormActions,
  formStyles,
  NameFields,
  useBusy,
  useFocusFirstError,
} from '@portal/shared/forms';
import { callApi } from '@portal/shared/http';
import { translateError, useTranslation } from '@portal/shared/i18n';
import { Button, PageTitle } from '@portal/shared/ui';
import { emailsMatch, validateEmail, validateName, validateOptionalPhone } from '@portal/shared/validation';
import { type FormEvent, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import styles from '../../components/auth-form.module.css';
import { EmailField } from '../../components/email-field';
import { expiresAtFrom, hasTimedOut, type SignUpDetails, useSignUpDraft } from './sign-up-draft';
import { SignUpTimedOut } from './sign-up-timed-out';

type Field = 'firstName' | 'lastName' | 'email' | 'confirmEmail' | 'mobileNoPrefix' | 'mobileNo';
type Errors = Partial<Record<Field, string>>;

/** Every rule of step 2, as message keys of the `common` namespace. */
export const checkDetails = (details: SignUpDetails): Partial<Record<Field, string>> => {
  const keys: Partial<Record<Field, string | null>> = {
    firstName: validateName(details.firstName),
    lastName: validateName(details.lastName),
    email: validateEmail(details.email),
    confirmEmail: emailsMatch(details.email, details.confirmEmail),
  };
  // The specification's sign-up asks for no phone: optional here, but a number given must be valid.
  const phone = validateOptionalPhone(details.contact);
  if (phone && !phone.ok) keys[phone.field] = phone.error;
  return Object.fromEntries(Object.entries(keys).filter(([, key]) => key)) as Partial<Record<Field, string>>;
};

/** Step 2: names as on the passport, email twice, and optionally a mobile with its country prefix. */
export function SignUpStep2Page() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const [draft, setDraft, clearDraft] = useSignUpDraft();
  const [errors, setErrors] = useState<Errors>({});
  const [emailExists, setEmailExists] = useState(false);
  const [timedOut, setTimedOut] = useState(() => hasTimedOut(draft));
  const [busy, whileBusy] = useBusy();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);
  const { channel, details } = draft;

  if (timedOut) return <SignUpTimedOut channel={channel} onRestart={clearDraft} />;
  if (!draft.signupId) return <Navigate to={`/sign-up/step-1?channel=${channel}`} replace />;

  const update = (patch: Partial<SignUpDetails>) =>
    setDraft((current) => ({ ...current, detailsChecked: false, details: { ...current.details, ...patch } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setEmailExists(false);
    const keys = checkDetails(details);
    const translated: Errors = Object.fromEntries(
      Object.entries(keys).map(([field, key]) => [field, t(`common:${key}`)]),
    );
    setErrors(translated);
    if (Object.keys(translated).length > 0) {
      focusFirstError();
      return;
    }
    if (hasTimedOut(draft)) {
      setTimedOut(true);
      return;
    }
    const phone = validateOptionalPhone(details.contact);
    if ((phone && !phone.ok) || !draft.signupId) return;
    const input = {
      signupId: draft.signupId,
      firstName: details.firstName.trim(),
      lastName: details.lastName.trim(),
      email: details.email.trim(),
      ...(phone && {
        mobileNoPrefix: phone.mobileNoPrefix,
        mobileNo: phone.mobileNo,
        mobileCountry: (details.contact.mobileCountry || phone.mobileCountry).slice(0, 80) || undefined,
      }),
    };
    await whileBusy(async () => {
      const outcome =
        channel === 'card'
          ? await callApi(signupEndpoints.card.checkUserInfo, input)
          : await callApi(signupEndpoints.activation.checkUserInfo, input);
      if (outcome.ok) {
        setDraft((current) => ({
          ...current,
          signupId: outcome.result.signupId,
          expiresAt: expiresAtFrom(outcome.result.expiresInSeconds),
          detailsChecked: true,
        }));
        navigate(`/sign-up/step-3?channel=${channel}`);
        return;
      }
      if (outcome.errorCode === ErrorCode.SIGNUP_SESSION_EXPIRED) {
        setTimedOut(true);
        return;
      }
      const message = translateError(outcome.errorCode, outcome.message);
      if (outcome.errorCode === ErrorCode.EMAIL_EXISTS) {
        setEmailExists(true);
        setErrors({ email: message });
      } else setErrors({ firstName: message });
      focusFirstError();
    });
  };

  return (
    <div className={styles.page}>
      <PageTitle>{t('auth:signUp.screens.step2')}</PageTitle>
      <div className={formStyles.card}>
        <p className={styles.intro}>{t('auth:signUp.detailsIntro')}</p>
        <form ref={formRef} noValidate onSubmit={submit}>
          <NameFields
            ns="auth"
            firstName={details.firstName}
            lastName={details.lastName}
            onChange={update}
            errors={errors}
          />
          <EmailField
            label={t('auth:fields.email')}
            value={details.email}
            onChange={(email) => update({ email })}
            error={errors.email}
          />
          {emailExists && (
            <p className={styles.fieldAction}>
              <Button
                variant="secondary"
                onClick={() => navigate('/login', { state: { email: details.email.trim() } })}
              >
                {t('auth:signUp.loginNow')}
              </Button>
            </p>
          )}
          <EmailField
            label={t('auth:fields.confirmEmail')}
            name="confirmEmail"
            value={details.confirmEmail}
            onChange={(confirmEmail) => update({ confirmEmail })}
            error={errors.confirmEmail}
          />
          <ContactNumberField
            ns="auth"
            id="signup-mobile"
            value={details.contact}
            onChange={(contact) => update({ contact })}
            prefixError={errors.mobileNoPrefix}
            numberError={errors.mobileNo}
          />
          <FormActions submitLabel={t('common:actions.next')} busy={busy} fullWidth />
        </form>
      </div>
    </div>
  );
}
