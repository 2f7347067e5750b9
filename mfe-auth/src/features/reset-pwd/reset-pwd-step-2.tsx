import { ErrorCode } from '@portal/shared/contracts';
import { verifyResetCode } from '@portal/shared/contracts/accounts';
import { FormActions, formStyles, useBusy, useFocusFirstError } from '@portal/shared/forms';
import { callApi } from '@portal/shared/http';
import { translateError, useTranslation } from '@portal/shared/i18n';
import { Alert, Button, PageTitle } from '@portal/shared/ui';
import { TextField } from '@portal/shared/ui/fields';
import { type FormEvent, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import styles from '../../components/auth-form.module.css';
import { useCountdown } from '../../components/use-countdown';
import { requestResetCode } from './request-code';
import { useResetPwdDraft } from './reset-pwd-draft';

const CODE_PATTERN = /^\d{6}$/;

/** Step 2: the six-digit code from the email; a new code only after the resend countdown. */
export function ResetPwdStep2Page() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const [draft, setDraft] = useResetPwdDraft();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, whileBusy] = useBusy();
  const [resending, whileResending] = useBusy();
  const resendIn = useCountdown(draft.resendAt);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);

  if (!draft.email) return <Navigate to="/reset-pwd/step-1" replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setExpired(false);
    const trimmed = code.trim();
    const key =
      trimmed === '' ? 'validation.required' : CODE_PATTERN.test(trimmed) ? null : 'validation.codeInvalid';
    setError(key ? t(`common:${key}`) : null);
    if (key) {
      focusFirstError();
      return;
    }
    await whileBusy(async () => {
      const outcome = await callApi(verifyResetCode, { email: draft.email, captcha: trimmed });
      if (outcome.ok) {
        setDraft((current) => ({ ...current, resetTicket: outcome.result.resetTicket }));
        navigate('/reset-pwd/step-3');
        return;
      }
      if (outcome.errorCode === ErrorCode.CODE_EXPIRED) {
        setExpired(true);
        return;
      }
      setError(translateError(outcome.errorCode, outcome.message));
      focusFirstError();
    });
  };

  const resend = async () => {
    setNotice(null);
    await whileResending(async () => {
      const outcome = await requestResetCode(draft.email);
      if (outcome.ok) {
        setDraft((current) => ({ ...current, resendAt: outcome.resendAt, resetTicket: null }));
        setExpired(false);
        setCode('');
        setError(null);
        setNotice({ tone: 'success', text: t('auth:resetPwd.codeSent') });
      } else {
        setNotice({ tone: 'error', text: outcome.message });
        const { resendAt } = outcome;
        if (resendAt) setDraft((current) => ({ ...current, resendAt }));
      }
    });
  };

  return (
    <div className={styles.page}>
      <PageTitle>{t('auth:resetPwd.screens.step2')}</PageTitle>
      <div className={formStyles.card}>
        {expired && (
          <Alert tone="error" title={t('auth:resetPwd.expiredTitle')} className={formStyles.alert}>
            {t('common:errors.30022')}
          </Alert>
        )}
        {notice && (
          <Alert tone={notice.tone} className={formStyles.alert}>
            {notice.text}
          </Alert>
        )}
        <p className={styles.intro}>{t('auth:resetPwd.codeIntro', { email: draft.email })}</p>
        <form ref={formRef} noValidate onSubmit={submit}>
          <TextField
            label={t('auth:fields.code')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={error}
          />
          <FormActions submitLabel={t('auth:resetPwd.verify')} busy={busy}>
            <Button variant="secondary" onClick={resend} loading={resending} disabled={resendIn > 0}>
              {resendIn > 0 ? t('auth:resetPwd.resendIn', { seconds: resendIn }) : t('auth:resetPwd.resend')}
            </Button>
          </FormActions>
        </form>
      </div>
    </div>
  );
}
