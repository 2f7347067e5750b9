import { useTranslation } from '@portal/shared/i18n';
import { ErrorPanel } from '@portal/shared/ui';

/** errorElement of a remote's routes (a screen's chunk failed to load, or a screen threw). */
export function RouteError() {
  const { t } = useTranslation(['shell', 'common']);
  return (
    <ErrorPanel
      title={t('shell:routeError.title')}
      message={t('shell:routeError.message')}
      retryLabel={t('common:tryAgain')}
      onRetry={() => window.location.reload()}
    />
  );
}
