import { useTranslation } from '@portal/shared/i18n';
import { Button, Dialog } from '@portal/shared/ui';
import { useEffect } from 'react';
import styles from '../../components/auth-form.module.css';
import { formatMinutesSeconds, useCountdown } from '../../components/use-countdown';

export interface SessionLockedDialogProps {
  /** When the lock ends (epoch ms); null when no lock is shown. */
  until: number | null;
  onClose: () => void;
}

/** 'Session Locked' after too many failed logins: counts down mm:ss, then closes by itself. */
export function SessionLockedDialog({ until, onClose }: SessionLockedDialogProps) {
  const { t } = useTranslation(['auth', 'common']);
  const left = useCountdown(until);
  const open = until != null;
  useEffect(() => {
    if (open && left === 0) onClose();
  }, [open, left, onClose]);
  return (
    <Dialog
      open={open && left > 0}
      title={t('auth:login.lockedTitle')}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('common:actions.close')}</Button>}
    >
      <p>{t('common:errors.30011')}</p>
      <p>
        {t('auth:login.lockedCountdown')}{' '}
        <span className={styles.countdown} role="timer" aria-live="off">
          {formatMinutesSeconds(left)}
        </span>
      </p>
    </Dialog>
  );
}
