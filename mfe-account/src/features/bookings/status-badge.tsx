import type { OrderStatus } from '@portal/shared/contracts/bookings';
import { useTranslation } from '@portal/shared/i18n';
import { NAMESPACE } from '../../namespace';
import styles from './bookings.module.css';
import { statusKey } from './lib/booking-status';

/** Good news green, waiting amber, over red; the label itself says it (colour is never the only cue). */
const TONE: Record<OrderStatus, string | undefined> = {
  paid: styles.statusGood,
  completed: styles.statusGood,
  unpaid: styles.statusWaiting,
  pending: styles.statusWaiting,
  expired: styles.statusOver,
  cancelled: styles.statusOver,
};

/** A booking's state as the specification labels it (Paid, Completed, UNPAID, EXPIRED, …). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <span className={[styles.status, TONE[status]].filter(Boolean).join(' ')}>{t(statusKey(status))}</span>
  );
}
