import { useSessionStore } from '@portal/shared/stores';
import { Button, Panel } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Congratulations: the account exists and the user is logged in. */
export function SignUpSuccessPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const firstName = useSessionStore((s) => s.userInfo?.firstName);
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
