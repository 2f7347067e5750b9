import { useTranslation } from '@portal/shared/i18n';
import { buttonClassName, Panel } from '@portal/shared/ui';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation(['common', 'shell']);
  return (
    <Panel
      title={t('common:pageNotFound')}
      actions={
        <Link to="/" className={buttonClassName('primary')}>
          {t('shell:notFound.home')}
        </Link>
      }
    >
      <p>{t('shell:notFound.message')}</p>
    </Panel>
  );
}
