import type { Namespace } from '@portal/shared/i18n';
import { useTranslation } from '@portal/shared/i18n';
import { ComingSoon } from '@portal/shared/ui';

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
