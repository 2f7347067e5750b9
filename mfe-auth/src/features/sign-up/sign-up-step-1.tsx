import { ErrorCode } from '@portal/shared/contracts';
import { signupEndpoints } from '@portal/shared/contracts/accounts';
import { FormActions, formStyles, useBusy, useFocusFirstError } from '@portal/shared/forms';
import { callApi } from '@portal/shared/http';
import { translateError, useTranslation } from '@portal/shared/i18n';
import { PageTitle } from '@portal/shared/ui';
import { TextField } from '@portal/shared/ui/fields';
import { normaliseCardNumber, validateCardNumber, validateRequired } from '@portal/shared/validation';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import styles from '../../components/auth-form.module.css';
import { emptySignUpDraft, expiresAtFrom, useSignUpDraft } from './sign-up-draft';
import { channelOf } from './sign-up-steps';

/** Step 1: the card number (channel=card) or the activation code (channel=activation). */
export function SignUpStep1Page() {
  const { t } = useTranslation(['auth', 'common']);
  const [search] = useSearchParams();
  const channel = channelOf(search);
  const navigate = useNavigate();
  const [draft, setDraft] = useSignUpDraft();
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [registered, setRegistered] = useState(false);
  const [busy, whileBusy] = useBusy();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);
  const card = channel === 'card';

  const fail = (message: string) => {
    setError(message);
    focusFirstError();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRegistered(false);
    const checked = card ? validateCardNumber(number) : validateRequired(number);
    // Sign-up speaks of membership numbers: a number outside the programme is not a payment card error.
    const key = checked === 'validation.cardNotRecognised' ? 'validation.membershipInvalid' : checked;
    if (key) {
      fail(t(`common:${key}`));
      return;
    }
    setError(null);
    await whileBusy(async () => {
      const outcome = card
        ? await callApi(signupEndpoints.card.verify, { cardNumber: normaliseCardNumber(number) })
        : await callApi(signupEndpoints.activation.verify, { activationCode: number.trim() });
      if (!outcome.ok) {
        setRegistered(outcome.errorCode === ErrorCode.NUMBER_REGISTERED);
        fail(translateError(outcome.errorCode, outcome.message));
        return;
      }
      // A new verification starts a new sign-up; details typed before are kept.
      const previous = draft.channel === channel ? draft.details : emptySignUpDraft(channel).details;
      setDraft({
        ...emptySignUpDraft(channel),
        details: previous,
        signupId: outcome.result.signupId,
        expiresAt: expiresAtFrom(outcome.result.expiresInSeconds),
        cardLevel: outcome.result.cardLevel,
      });
      navigate(`/sign-up/step-2?channel=${channel}`);
    });
  };

  return (
    <div className={styles.page}>
      <PageTitle>{t(card ? 'auth:signUp.screens.step1' : 'auth:signUp.screens.step1Activation')}</PageTitle>
      <div className={formStyles.card}>
        <p className={styles.intro}>{t(card ? 'auth:signUp.cardIntro' : 'auth:signUp.activationIntro')}</p>
        <form ref={formRef} noValidate onSubmit={submit}>
          <TextField
            label={t(card ? 'auth:fields.cardNumber' : 'auth:fields.activationCode')}
            name={card ? 'cardNumber' : 'activationCode'}
            inputMode={card ? 'numeric' : 'text'}
            autoComplete="off"
            maxLength={card ? 23 : 64}
            value={number}
            onChange={(e) => setNumber(e.target.value)}
            error={error}
          />
          {registered && (
            <p className={styles.fieldAction}>
              <Link to="/login">{t('auth:signUp.goToLogin')}</Link>
            </p>
          )}
          <FormActions submitLabel={t('common:actions.next')} busy={busy} fullWidth />
        </form>
        <div className={styles.links}>
          {card ? (
            <Link to="/sign-up/step-1?channel=activation">{t('auth:signUp.useActivation')}</Link>
          ) : (
            <Link to="/sign-up/step-1?channel=card">{t('auth:signUp.useCard')}</Link>
          )}
          <Link to="/login">{t('auth:signUp.haveAccount')}</Link>
        </div>
      </div>
    </div>
  );
}
