import { useTranslation } from '@portal/shared/i18n';
import { ErrorPanel, Spinner } from '@portal/shared/ui';
import type { UserInfoState } from './use-user-info';

/** Loading and failure states of a page that needs the profile. */
export function ProfileStatus({ state, retry }: { state: UserInfoState; retry: () => void }) {
  const { t } = useTranslation(['account', 'common']);
  if (state.status === 'loading') return <Spinner label={t('account:profile.loading')} />;
  if (state.status === 'error')
    return (
      <ErrorPanel
        headingLevel={2}
        title={t('account:profile.loadFailed')}
        message={state.message ?? undefined}
        retryLabel={t('common:actions.tryAgain')}
        onRetry={retry}
      />
    );
  return null;
}
