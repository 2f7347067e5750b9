import { Button, Panel } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export function ResetPwdSuccessPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <Panel
      title={t('resetPwd.screens.success')}
      role="status"
      actions={<Button onClick={() => navigate('/login')}>{t('login.title')}</Button>}
    >
      <p>{t('resetPwd.successMessage')}</p>
    </Panel>
  );
}
