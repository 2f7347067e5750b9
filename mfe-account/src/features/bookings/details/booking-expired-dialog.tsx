import { useTranslation } from '@portal/shared/i18n';
import { Button, Dialog } from '@portal/shared/ui';
import { NAMESPACE } from '../../../namespace';

/**
 * 'Booking Expired' (specification §8): the time to pay has run out. Answered only with OK, which
 * reads the booking's status again.
 */
export function BookingExpiredDialog({ onOk }: { onOk: () => void }) {
  const { t } = useTranslation([NAMESPACE, 'common']);
  return (
    <Dialog
      open
      title={t('bookings.expired.title')}
      actions={<Button onClick={onOk}>{t('common:actions.ok')}</Button>}
    >
      <p>{t('bookings.expired.message')}</p>
    </Dialog>
  );
}
