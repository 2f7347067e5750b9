import { useTranslation } from '@portal/shared/i18n';
import { buttonClassName, ErrorPanel, ServiceUnavailable } from '@portal/shared/ui';
import { Link, type RouteObject } from 'react-router';
import { RouteError } from '../app/route-error';

function RemoteUnavailablePage() {
  const { t } = useTranslation(['common', 'shell']);
  return (
    <ServiceUnavailable
      title={t('common:serviceUnavailable')}
      message={t('shell:remote.unavailableMessage')}
      actions={
        <Link to="/" className={buttonClassName('primary')}>
          {t('shell:remote.home')}
        </Link>
      }
    />
  );
}

function RemoteLoadFailedPage() {
  const { t } = useTranslation(['common', 'shell']);
  return (
    <ErrorPanel
      title={t('shell:remote.loadFailedTitle')}
      message={t('shell:remote.loadFailedMessage')}
      retryLabel={t('common:tryAgain')}
      // The remote's routes are patched once per page load: a reload asks the network again.
      onRetry={() => window.location.reload()}
    />
  );
}

export const unavailableRoute = (): RouteObject => ({
  element: <RemoteUnavailablePage />,
  errorElement: <RouteError />,
});

export const loadFailedRoute = (): RouteObject => ({
  element: <RemoteLoadFailedPage />,
  errorElement: <RouteError />,
});

/** Every top-level route of a remote gets an error boundary (its own, or the shell's). */
export const withErrorBoundaries = (routes: RouteObject[]): RouteObject[] =>
  routes.map((route) =>
    route.errorElement || route.ErrorBoundary
      ? route
      : ({ ...route, errorElement: <RouteError /> } as RouteObject),
  );
