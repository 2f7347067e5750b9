import { useTranslation } from '@portal/shared/i18n';
import { removeDraft, useSessionStore } from '@portal/shared/stores';
import { Button, Panel } from '@portal/shared/ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { SIGN_UP_DRAFT_KEY } from './sign-up-draft';

/** Congratulations: the account exists and the user is logged in. */
export function SignUpSuccessPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const firstName = useSessionStore((s) => s.userInfo?.firstName);
  useEffect(() => removeDraft(SIGN_UP_DRAFT_KEY), []);
  return (
    <Panel
      title={t('signUp.congratulations')}
      role="status"
      actions={<Button onClick={() => navigate('/')}>{t('signUp.goHome')}</Button>}
    >
      <p>{firstName ? t('signUp.welcomeNamed', { firstName }) : t('signUp.welcome')}</p>
    </Panel>
  );
}
