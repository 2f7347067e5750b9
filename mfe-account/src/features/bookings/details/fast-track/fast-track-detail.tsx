import { fetchOrderFile } from '@portal/shared/bookings';
import {
  type FastTrackOrder,
  fastTrackOrder,
  fastTrackSpine,
  voucherPdf,
} from '@portal/shared/contracts/fast-track';
import { callApi } from '@portal/shared/http';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../namespace';
import styles from '../../bookings.module.css';
import type { ServiceDetail } from '../service-details';

/** Fast Track's own facts (the lane itself is the common place): where to find it, the slot, the flight and the passengers. */
function FastTrackFields({ order }: { order: FastTrackOrder }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <div>
        <dt>{t('bookings.fastTrack.where')}</dt>
        <dd>{order.lane.location}</dd>
      </div>
      <div>
        <dt>{t('bookings.fastTrack.slot')}</dt>
        <dd>{t('bookings.fastTrack.slotValue', { time: order.time, endTime: order.endTime })}</dd>
      </div>
      <div>
        <dt>{t('bookings.fastTrack.flight')}</dt>
        <dd>{order.flightNumber}</dd>
      </div>
      <div>
        <dt>{t('bookings.fastTrack.passengers', { count: order.passengers.length })}</dt>
        <dd>
          <ul className={styles.names}>
            {order.passengers.map((name, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: passengers in booking order
              <li key={index}>
                {name.firstName} {name.lastName}
              </li>
            ))}
          </ul>
        </dd>
      </div>
    </>
  );
}

export const fastTrackDetail: ServiceDetail<FastTrackOrder> = {
  read: (orderNo, signal) => callApi(fastTrackOrder, { orderNo }, { signal }),
  Fields: FastTrackFields,
  spine: fastTrackSpine,
  voucher: (orderNo) =>
    fetchOrderFile({ method: 'POST', path: voucherPdf.path, input: { orderNo }, type: 'application/pdf' }),
};
