import type { FileOutcome } from '@portal/shared/bookings/fetch-order-file';
import { calendarFileName, fetchOrderCalendar } from '@portal/shared/bookings/order-calendar';
import { saveFile } from '@portal/shared/bookings/save-file';
import { useTranslation } from '@portal/shared/i18n';
import { useOnline } from '@portal/shared/offline';
import type { BookingDetailModule, DetailedOrder } from '@portal/shared/remote';
import { Button } from '@portal/shared/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { NAMESPACE } from '../../../namespace';
import { resendConfirmation } from '../api/resend-confirmation';
import styles from '../bookings.module.css';
import { canCancel, isConfirmed } from '../lib/booking-status';

const PAGE_TIMEOUT_PATH = '/page-timeout';

type Busy = 'resend' | 'calendar' | 'voucher' | null;
type Notice = { tone: 'success' | 'error'; text: string } | null;

export interface BookingActionsProps {
  order: DetailedOrder;
  status: DetailedOrder['status'];
  detail: BookingDetailModule;
  onCancel: () => void;
}

/**
 * What can be done with a booking now: cancel it, have its confirmation mailed again, put it in a
 * calendar, and (for a service that has one) download its voucher. Results are announced in the
 * live regions below the buttons, which stay in the page so screen readers hear every change.
 */
export function BookingActions({ order, status, detail, onCancel }: BookingActionsProps) {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const navigate = useNavigate();
  const online = useOnline();
  const [busy, setBusy] = useState<Busy>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const confirmed = isConfirmed(status);

  /** Each action needs the network: offline (a booking saved on the device) it says so instead. */
  const whenOnline = (action: () => void) => () => {
    if (online) action();
    else setNotice({ tone: 'error', text: t('common:savedCopy.needsConnection') });
  };

  const resend = async () => {
    setBusy('resend');
    setNotice(null);
    const outcome = await resendConfirmation(detail.spine, order.orderNo);
    setBusy(null);
    if (outcome.kind === 'sent') setNotice({ tone: 'success', text: t('bookings.resend.sent') });
    else if (outcome.kind === 'rateLimited')
      setNotice({ tone: 'error', text: t('bookings.resend.tooOften') });
    else if (outcome.kind === 'failed') setNotice({ tone: 'error', text: outcome.message });
  };

  const download = async (
    which: 'calendar' | 'voucher',
    fetchFile: () => Promise<FileOutcome>,
    name: string,
  ) => {
    setBusy(which);
    setNotice(null);
    const outcome = await fetchFile();
    setBusy(null);
    if (outcome.kind === 'file') saveFile(outcome.file, name);
    else if (outcome.kind === 'failed') setNotice({ tone: 'error', text: outcome.message });
    else if (outcome.kind === 'sessionExpired') navigate(PAGE_TIMEOUT_PATH);
  };

  const { voucher } = detail;
  return (
    <section className={styles.actionsSection} aria-labelledby="booking-actions-title">
      <h2 id="booking-actions-title" className="ui-visually-hidden">
        {t('bookings.actions.title')}
      </h2>
      <div className={styles.actions}>
        {confirmed && voucher && (
          <Button
            loading={busy === 'voucher'}
            disabled={busy !== null && busy !== 'voucher'}
            onClick={whenOnline(
              () => void download('voucher', () => voucher(order.orderNo), `${order.orderNo}.pdf`),
            )}
          >
            {t('bookings.actions.voucher')}
          </Button>
        )}
        {confirmed && (
          <Button
            variant="secondary"
            loading={busy === 'calendar'}
            disabled={busy !== null && busy !== 'calendar'}
            onClick={whenOnline(
              () =>
                void download(
                  'calendar',
                  () => fetchOrderCalendar(order.orderNo),
                  calendarFileName(order.orderNo),
                ),
            )}
          >
            {t('bookings.actions.calendar')}
          </Button>
        )}
        {confirmed && (
          <Button
            variant="secondary"
            loading={busy === 'resend'}
            disabled={busy !== null && busy !== 'resend'}
            onClick={whenOnline(() => void resend())}
          >
            {t('bookings.actions.resend')}
          </Button>
        )}
        {canCancel(status) && (
          <Button
            variant="secondary"
            className={styles.danger}
            disabled={busy !== null}
            onClick={whenOnline(onCancel)}
          >
            {t('bookings.actions.cancel')}
          </Button>
        )}
      </div>
      <p role="status" className={styles.noticeSuccess}>
        {notice?.tone === 'success' ? notice.text : ''}
      </p>
      <p role="alert" className={styles.noticeError}>
        {notice?.tone === 'error' ? notice.text : ''}
      </p>
    </section>
  );
}
