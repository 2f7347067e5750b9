import { formatLocalDateTime } from '@portal/shared/bookings/format';
import { formatTimeLeft, useTimeLeft } from '@portal/shared/bookings/time-left';
import type { TransportOrder } from '@portal/shared/contracts/transport';
import { useTranslation } from '@portal/shared/i18n';
import { buttonClassName } from '@portal/shared/ui';
import { Link } from 'react-router';
import { quotePath } from '../lib/steps';
import { ORDER_NAMESPACE } from '../namespace';
import styles from './transport-fields.module.css';

/**
 * A quoted request not paid yet: until when it can be accepted — the airport's date and time with
 * the zone, and the time left, kept current — and Accept and pay as the page's main action (gone
 * once the deadline has passed).
 */
export function QuotationAccept({ order }: { order: TransportOrder }) {
  const { t, i18n } = useTranslation(ORDER_NAMESPACE);
  const left = useTimeLeft(order.payBefore);
  return (
    <>
      {order.payBefore && left && (
        <p className={styles.deadline}>
          {t('order.acceptBy', {
            deadline: formatLocalDateTime(order.payBefore, order.timeZone, i18n.language),
            left: formatTimeLeft(t, left),
          })}
        </p>
      )}
      {!left?.expired && (
        <Link to={quotePath(order.orderNo)} className={buttonClassName('primary')}>
          {t('order.acceptAndPay')}
        </Link>
      )}
    </>
  );
}
