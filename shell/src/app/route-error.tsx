import { useTranslation } from '@portal/shared/i18n';
import { ErrorPanel } from '@portal/shared/ui';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '../features/not-found/not-found-page';

/** errorElement of shell routes and of remote routes that bring none: never a stack trace. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation(['shell', 'common']);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <ErrorPanel
      title={t('shell:routeError.title')}
      message={t('shell:routeError.message')}
      retryLabel={t('common:tryAgain')}
      onRetry={() => window.location.reload()}
    />
  );
}
