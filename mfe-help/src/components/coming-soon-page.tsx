import { ComingSoon } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../lazy-page';

/** A screen that a later issue builds, titled by its message key. */
export function ComingSoonPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation([NAMESPACE, 'shell']);
  return (
    <ComingSoon
      title={t(titleKey)}
      badge={t('shell:comingSoon.badge')}
      message={t('shell:comingSoon.message')}
    />
  );
}
