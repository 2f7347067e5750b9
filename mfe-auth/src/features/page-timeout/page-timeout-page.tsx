import { useTranslation } from '@portal/shared/i18n';
import { Button, Panel } from '@portal/shared/ui';
import { useNavigate } from 'react-router';

/** Where an expired session ends (errorCode 20002): the session is already cleared by the route. */
export function PageTimeoutPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <Panel
      title={t('pageTimeout.title')}
      actions={<Button onClick={() => navigate('/login')}>{t('pageTimeout.login')}</Button>}
    >
      <p>{t('pageTimeout.message')}</p>
    </Panel>
  );
}
