import { FormActions, FormFailure, formStyles, useBusy, useFocusFirstError } from '@portal/shared/forms';
import { useTranslation } from '@portal/shared/i18n';
import { PageTitle } from '@portal/shared/ui';
import { validateEmail } from '@portal/shared/validation';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import styles from '../../components/auth-form.module.css';
import { EmailField } from '../../components/email-field';
import { requestResetCode } from './request-code';
import { useResetPwdDraft } from './reset-pwd-draft';

/** Step 1: the account's email, where the code is sent. */
export function ResetPwdStep1Page() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const [draft, setDraft] = useResetPwdDraft();
  const [email, setEmail] = useState(draft.email);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, whileBusy] = useBusy();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const key = validateEmail(email);
    setError(key ? t(`common:${key}`) : null);
    if (key) {
      focusFirstError();
      return;
    }
    await whileBusy(async () => {
      const outcome = await requestResetCode(email.trim());
      if (!outcome.ok) {
        setFailure(outcome.message);
        return;
      }
      setDraft({ email: email.trim(), resendAt: outcome.resendAt, resetTicket: null });
      navigate('/reset-pwd/step-2');
    });
  };

  return (
    <div className={styles.page}>
      <PageTitle>{t('auth:resetPwd.screens.step1')}</PageTitle>
      <div className={formStyles.card}>
        <FormFailure message={failure} />
        <p className={styles.intro}>{t('auth:resetPwd.emailIntro')}</p>
        <form ref={formRef} noValidate onSubmit={submit}>
          <EmailField label={t('auth:fields.email')} value={email} onChange={setEmail} error={error} />
          <FormActions submitLabel={t('auth:resetPwd.sendCode')} busy={busy} fullWidth />
        </form>
        <div className={styles.links}>
          <Link to="/login">{t('auth:resetPwd.backToLogin')}</Link>
        </div>
      </div>
    </div>
  );
}
