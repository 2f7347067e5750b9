import { useTranslation } from '@portal/shared/i18n';
import { Alert, Button, Spinner } from '@portal/shared/ui';
import type { ReadState } from '../lib/use-operator-read';
import { NAMESPACE } from '../namespace';

/** What a screen shows while its read is out or after it failed (with Try again). */
export function ReadStatus({ state, reload }: { state: ReadState<unknown>; reload: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  if (state.kind === 'loading') return <Spinner label={t('common.loading')} />;
  if (state.kind === 'failed')
    return (
      <Alert tone="error">
        <p>{state.message}</p>
        <Button variant="secondary" onClick={reload}>
          {t('common.tryAgain')}
        </Button>
      </Alert>
    );
  return null;
}
