import type { SignupChannel } from '@portal/shared/contracts/accounts';
import { useTranslation } from '@portal/shared/i18n';
import { Button, Panel } from '@portal/shared/ui';
import { useNavigate } from 'react-router';

/** The sign-up was forgotten by the server: say so and offer Restart from step 1. */
export function SignUpTimedOut({ channel, onRestart }: { channel: SignupChannel; onRestart: () => void }) {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  return (
    <Panel
      title={t('auth:signUp.timedOutTitle')}
      role="alert"
      actions={
        <Button
          onClick={() => {
            onRestart();
            navigate(`/sign-up/step-1?channel=${channel}`);
          }}
        >
          {t('auth:signUp.restart')}
        </Button>
      }
    >
      <p>{t('common:errors.30003')}</p>
    </Panel>
  );
}
