import type { UserInfo } from '@portal/shared/contracts/accounts';
import { updateProfile } from '@portal/shared/contracts/accounts';
import {
  ContactNumberField,
  FormActions,
  FormFailure,
  formStyles,
  NameFields,
  useBusy,
  useFocusFirstError,
} from '@portal/shared/forms';
import { callApi } from '@portal/shared/http';
import { translateError, useTranslation } from '@portal/shared/i18n';
import { useSessionStore } from '@portal/shared/stores';
import { Button, PageTitle } from '@portal/shared/ui';
import type { ContactNumberValue } from '@portal/shared/ui/fields';
import { validateName, validatePhone } from '@portal/shared/validation';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import styles from '../../components/account-form.module.css';
import { successPath } from '../../lib/success-query';
import { ProfileStatus } from './profile-status';
import { useUserInfo } from './use-user-info';

type Field = 'firstName' | 'lastName' | 'mobileNoPrefix' | 'mobileNo';

export interface ProfileForm {
  firstName: string;
  lastName: string;
  contact: ContactNumberValue;
}

export const profileFormFrom = (info: UserInfo): ProfileForm => {
  const code = info.code ?? info.mobileNoPrefix?.replace(/^\+/, '') ?? '';
  return {
    firstName: info.firstName,
    lastName: info.lastName,
    contact: {
      mobileNoPrefix: code ? `+${code}` : '',
      mobileNo: info.mobileNo ?? '',
      code,
      mobileCountry: info.mobileCountry ?? '',
    },
  };
};

/** Every rule of the profile form, as message keys of the `common` namespace. */
export const checkProfile = (form: ProfileForm): Partial<Record<Field, string>> => {
  const keys: Partial<Record<Field, string | null>> = {
    firstName: validateName(form.firstName),
    lastName: validateName(form.lastName),
  };
  const phone = validatePhone(form.contact);
  if (!phone.ok) keys[phone.field] = phone.error;
  return Object.fromEntries(Object.entries(keys).filter(([, key]) => key)) as Partial<Record<Field, string>>;
};

function EditProfileForm({ info }: { info: UserInfo }) {
  const { t } = useTranslation(['account', 'common']);
  const navigate = useNavigate();
  const [form, setForm] = useState(() => profileFormFrom(info));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, whileBusy] = useBusy();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const keys = checkProfile(form);
    const translated = Object.fromEntries(
      Object.entries(keys).map(([field, key]) => [field, t(`common:${key}`)]),
    ) as Partial<Record<Field, string>>;
    setErrors(translated);
    const phone = validatePhone(form.contact);
    if (Object.keys(translated).length > 0 || !phone.ok) {
      focusFirstError();
      return;
    }
    await whileBusy(async () => {
      const outcome = await callApi(updateProfile, {
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        mobileNoPrefix: phone.mobileNoPrefix,
        mobileNo: phone.mobileNo,
        mobileCountry: (form.contact.mobileCountry || phone.mobileCountry).slice(0, 80) || undefined,
      });
      if (!outcome.ok) {
        setFailure(translateError(outcome.errorCode, outcome.message));
        return;
      }
      const { firstName, lastName, email } = outcome.result;
      useSessionStore.getState().setUserInfo({ firstName, lastName, email });
      navigate(
        successPath({
          successTitle: 'profile.savedTitle',
          successContent: 'profile.savedContent',
          successBtn: 'profile.backToAccount',
          path: '/account/overview',
        }),
      );
    });
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className={formStyles.card}>
      <FormFailure message={failure} />
      <dl className={formStyles.readonly}>
        <dt>{t('account:fields.email')}</dt>
        <dd>{info.email}</dd>
      </dl>
      <NameFields
        ns="account"
        firstName={form.firstName}
        lastName={form.lastName}
        onChange={(patch) => setForm((f) => ({ ...f, ...patch }))}
        errors={errors}
      />
      <ContactNumberField
        ns="account"
        id="profile-mobile"
        value={form.contact}
        onChange={(contact) => setForm((f) => ({ ...f, contact }))}
        prefixError={errors.mobileNoPrefix}
        numberError={errors.mobileNo}
      />
      <FormActions submitLabel={t('account:profile.save')} busy={busy}>
        <Button variant="secondary" onClick={() => navigate('/account/overview')}>
          {t('common:actions.cancel')}
        </Button>
      </FormActions>
    </form>
  );
}

/** Edit names and mobile; the email is shown, not editable. */
export function EditProfilePage() {
  const { t } = useTranslation('account');
  const state = useUserInfo();
  return (
    <div className={styles.page}>
      <PageTitle>{t('pages.editProfile')}</PageTitle>
      {state.status === 'ready' ? (
        <EditProfileForm info={state.info} />
      ) : (
        <ProfileStatus state={state} retry={state.retry} />
      )}
    </div>
  );
}
