import { useTranslation } from '@portal/shared/i18n';
import { removeDraft } from '@portal/shared/stores';
import { Button, Panel } from '@portal/shared/ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { RESET_PWD_DRAFT_KEY } from './reset-pwd-draft';

export function ResetPwdSuccessPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  useEffect(() => removeDraft(RESET_PWD_DRAFT_KEY), []);
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
