import { formatLocalDateTime, formatMoney } from '@portal/shared/bookings/format';
import type { OrderSummary } from '@portal/shared/contracts/bookings';
import { useTranslation } from '@portal/shared/i18n';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { NAMESPACE } from '../../../namespace';
import styles from '../bookings.module.css';
import type { FromList } from '../details/booking-details-page';
import { moneyLabelKey } from '../lib/booking-status';
import { placeKey, serviceNameKey } from '../lib/service-names';
import { detailsPath } from '../lib/tab-query';
import { StatusBadge } from '../status-badge';

type T = (key: string, options?: Record<string, unknown>) => string;

/** What was paid (or is to be paid), or the complimentary uses that paid for it, with their count. */
const moneyText = (t: T, item: OrderSummary, language: string) => {
  const count = Math.max(item.uses, 1);
  if (item.total === 0 && item.covered) return t('bookings.list.uses', { count });
  const amount = formatMoney(item.total, item.currency, language);
  return item.covered ? t('bookings.list.amountAndUse', { amount, count }) : amount;
};

/**
 * One booking in the list: its ID (the link to its details; the whole card is its target), a New
 * marker for a change not seen before, the state, the service, where and when, and the money.
 */
export function BookingListItem({
  item,
  tab,
  linkRef,
}: {
  item: OrderSummary;
  tab: number;
  /** The first booking of a page just loaded takes the focus (keyboard users carry on from there). */
  linkRef?: Ref<HTMLAnchorElement>;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const titleId = `booking-${item.orderNo}`;
  const state: FromList = { summary: item, tab };
  return (
    <li className={styles.item} aria-labelledby={titleId}>
      <div className={styles.itemHeader}>
        <h2 id={titleId} className={styles.itemTitle}>
          <Link ref={linkRef} to={detailsPath(item.orderNo)} state={state} className={styles.itemLink}>
            {t('bookings.bookingId', { orderNo: item.orderNo })}
          </Link>
        </h2>
        {item.unseen && <span className={styles.new}>{t('bookings.list.new')}</span>}
        <StatusBadge status={item.status} />
      </div>
      <dl className={styles.itemFacts}>
        <div>
          <dt>{t('bookings.fields.service')}</dt>
          <dd>{t(serviceNameKey(item.type))}</dd>
        </div>
        <div>
          <dt>{t('bookings.fields.airport')}</dt>
          <dd>
            {item.airportName} ({item.airportCode})
          </dd>
        </div>
        <div>
          <dt>{t(placeKey(item.type))}</dt>
          <dd>{item.place}</dd>
        </div>
        <div>
          <dt>{t('bookings.fields.when')}</dt>
          <dd>{formatLocalDateTime(item.serviceAt, item.timeZone, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t(moneyLabelKey(item.status))}</dt>
          <dd>{moneyText(t, item, i18n.language)}</dd>
        </div>
      </dl>
    </li>
  );
}
