import { ErrorCode } from '@portal/shared/contracts';
import { changePassword } from '@portal/shared/contracts/accounts';
import {
  FormActions,
  FormFailure,
  formStyles,
  NewPasswordFields,
  PasswordField,
  useBusy,
  useFocusFirstError,
} from '@portal/shared/forms';
import { callApi } from '@portal/shared/http';
import { translateError, useTranslation } from '@portal/shared/i18n';
import { useSessionStore } from '@portal/shared/stores';
import { PageTitle } from '@portal/shared/ui';
import { passwordsMatch, validatePassword, validateRequired } from '@portal/shared/validation';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import styles from '../../components/account-form.module.css';
import { successPath } from '../../lib/success-query';

type Field = 'oldPassword' | 'password' | 'confirmPassword';

/** Current password, new password twice; a wrong current password is said on its field. */
export function ChangePasswordPage() {
  const { t } = useTranslation(['account', 'common']);
  const navigate = useNavigate();
  const userInfo = useSessionStore((s) => s.userInfo);
  const [values, setValues] = useState<Record<Field, string>>({
    oldPassword: '',
    password: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, whileBusy] = useBusy();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const keys: Partial<Record<Field, string | null>> = {
      oldPassword: validateRequired(values.oldPassword),
      password: validatePassword(values.password),
      confirmPassword: passwordsMatch(values.password, values.confirmPassword),
    };
    const next: Partial<Record<Field, string>> = {};
    for (const [field, key] of Object.entries(keys)) if (key) next[field as Field] = t(`common:${key}`);
    setErrors(next);
    if (Object.keys(next).length > 0) {
      focusFirstError();
      return;
    }
    await whileBusy(async () => {
      const outcome = await callApi(changePassword, {
        oldPassword: values.oldPassword,
        password: values.password,
      });
      if (outcome.ok) {
        navigate(
          successPath({
            successTitle: 'changePassword.successTitle',
            successContent: 'changePassword.successContent',
            successBtn: 'profile.backToAccount',
            path: '/account/overview',
          }),
        );
        return;
      }
      if (outcome.errorCode === ErrorCode.PASSWORD_INCORRECT) {
        setValues((v) => ({ ...v, oldPassword: '' }));
        setErrors({ oldPassword: t('common:validation.passwordIncorrect') });
        focusFirstError();
        return;
      }
      setFailure(translateError(outcome.errorCode, outcome.message));
    });
  };

  return (
    <div className={styles.page}>
      <PageTitle>{t('account:pages.changePassword')}</PageTitle>
      <form ref={formRef} noValidate onSubmit={submit} className={formStyles.card}>
        <FormFailure message={failure} />
        <PasswordField
          label={t('account:fields.currentPassword')}
          name="oldPassword"
          autoComplete="current-password"
          value={values.oldPassword}
          onChange={set('oldPassword')}
          error={errors.oldPassword}
        />
        <NewPasswordFields
          ns="account"
          passwordLabel={t('account:fields.newPassword')}
          confirmLabel={t('account:fields.confirmPassword')}
          password={values.password}
          confirmPassword={values.confirmPassword}
          onPasswordChange={set('password')}
          onConfirmPasswordChange={set('confirmPassword')}
          errors={errors}
          userInputs={[userInfo?.firstName ?? '', userInfo?.lastName ?? '', userInfo?.email ?? '']}
        />
        <FormActions submitLabel={t('account:changePassword.submit')} busy={busy} />
      </form>
    </div>
  );
}
