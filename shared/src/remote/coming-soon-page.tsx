import type { Namespace } from '@portal/shared/i18n';
import { ComingSoon } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';

export interface ComingSoonPageProps {
  /** The remote's message namespace, where `titleKey` is looked up first. */
  namespace: Namespace;
  titleKey: string;
}

/** A screen that a later issue builds, titled by its message key. */
export function ComingSoonPage({ namespace, titleKey }: ComingSoonPageProps) {
  const { t } = useTranslation([namespace, 'shell']);
  return (
    <ComingSoon
      title={t(titleKey)}
      badge={t('shell:comingSoon.badge')}
      message={t('shell:comingSoon.message')}
    />
  );
}
