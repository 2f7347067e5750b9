import { formatMoney } from '@portal/shared/bookings/format';
import { PriceLineRows } from '@portal/shared/bookings/price-line-rows';
import type { BookingService } from '@portal/shared/contracts';
import { useTranslation } from '@portal/shared/i18n';
import type { DetailedOrder } from '@portal/shared/remote';
import { NAMESPACE } from '../../../namespace';
import styles from '../bookings.module.css';
import { moneyLabelKey } from '../lib/booking-status';

type T = (key: string, options?: Record<string, unknown>) => string;

/** How it was paid: the card, the complimentary use, or not yet. */
const paymentText = (t: T, order: DetailedOrder, status: DetailedOrder['status']) => {
  if (order.payment) return t('bookings.price.paidWith', order.payment);
  if (order.covered && order.total === 0) return t('bookings.price.complimentary');
  if (status === 'unpaid') return t('bookings.price.notPaidYet');
  return null;
};

/** Every price line, the total, how it was paid, what has been refunded and what is still on its way. */
export function PriceSection({
  service,
  order,
  status,
}: {
  service: BookingService;
  order: DetailedOrder;
  status: DetailedOrder['status'];
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const money = (minor: number) => formatMoney(minor, order.currency, i18n.language);
  const payment = paymentText(t, order, status);
  // Owed to the card and asked of the payment host, which has not confirmed it yet.
  const pending = order.refund?.status === 'pending' ? order.refund : null;
  return (
    <section className={styles.section} aria-labelledby="booking-price-title">
      <h2 id="booking-price-title" className={styles.sectionTitle}>
        {t('bookings.price.title')}
      </h2>
      <table className={styles.lines}>
        <caption className="ui-visually-hidden">{t('bookings.price.title')}</caption>
        <tbody>
          <PriceLineRows
            service={service}
            lines={order.lines}
            currency={order.currency}
            deductionClassName={styles.deduction}
          />
        </tbody>
        <tfoot>
          <tr className={styles.total}>
            <th scope="row">{t(moneyLabelKey(status))}</th>
            <td>{money(order.total)}</td>
          </tr>
          {order.refunded > 0 && (
            <tr>
              <th scope="row">{t('bookings.price.refunded')}</th>
              <td>{money(order.refunded)}</td>
            </tr>
          )}
          {pending && (
            <tr>
              <th scope="row">{t('bookings.price.refundPending')}</th>
              <td>{money(pending.amount)}</td>
            </tr>
          )}
        </tfoot>
      </table>
      {payment && <p className={styles.payment}>{payment}</p>}
      {(order.refunded > 0 || pending) && (
        <p className={styles.muted}>
          {t('bookings.price.refundDays', order.cancellation.refundBusinessDays)}
        </p>
      )}
    </section>
  );
}
