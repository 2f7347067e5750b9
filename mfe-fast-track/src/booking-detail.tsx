import { PassengerNames } from '@portal/shared/bookings/passenger-names';
import { Fact } from '@portal/shared/bookings/wizard-summary';
import { type FastTrackOrder, fastTrackOrder, fastTrackSpine } from '@portal/shared/contracts/fast-track';
import { callApi } from '@portal/shared/http';
import { useTranslation } from '@portal/shared/i18n';
import { bookingDetailModule } from '@portal/shared/remote';
import styles from './booking-detail.module.css';
import { fetchVoucher } from './features/booking/complete/api/download-voucher';
import { NAMESPACE } from './namespace';

/**
 * Fast Track's bookings in the account's bookings pages, exposed as `mfe-fast-track/booking-detail`
 * (decisions 0007 and 0008): the account loads this module for an `FT-…` booking and shows the
 * common parts (service, airport, lane, time, price, terms, actions) around `Fields`.
 */

/** Fast Track's own facts (the lane itself is the common place): where to find it, the slot, the flight and the passengers. */
export function FastTrackFields({ order }: { order: FastTrackOrder }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <Fact label={t('bookingDetail.where')}>{order.lane.location}</Fact>
      <Fact label={t('bookingDetail.slot')}>
        {t('bookingDetail.slotValue', { time: order.time, endTime: order.endTime })}
      </Fact>
      <Fact label={t('bookingDetail.flight')}>{order.flightNumber}</Fact>
      <Fact label={t('bookingDetail.passengers', { count: order.passengers.length })}>
        <PassengerNames names={order.passengers} />
      </Fact>
      {order.voucher && (
        <div className={styles.voucher}>
          <dt>{t('bookingDetail.voucher')}</dt>
          <dd>
            <VoucherQr orderNo={order.orderNo} qr={order.voucher.qr} />
            <p className={styles.voucherCode}>
              {t('bookingDetail.voucherCode', { code: order.voucher.verificationCode })}
            </p>
            <p>{t('bookingDetail.voucherHint')}</p>
          </dd>
        </div>
      )}
    </>
  );
}

/** Modules of white the scanner needs around the code. */
const QUIET_ZONE = 4;

/**
 * The voucher's QR code, drawn from the modules the API sent: sharp at any size, large enough for
 * the lane's scanner, and there offline as part of the saved booking (issue 24).
 */
function VoucherQr({ orderNo, qr }: { orderNo: string; qr: NonNullable<FastTrackOrder['voucher']>['qr'] }) {
  const { t } = useTranslation(NAMESPACE);
  const side = qr.size + 2 * QUIET_ZONE;
  return (
    <svg
      className={styles.qr}
      role="img"
      aria-label={t('bookingDetail.voucherQr', { orderNo })}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${side} ${side}`}
      shapeRendering="crispEdges"
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={side} height={side} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}

/** The module's one export the account reads (`BookingDetailModule`). */
export const bookingDetail = bookingDetailModule<FastTrackOrder>({
  namespace: NAMESPACE,
  read: (orderNo, signal, options) =>
    callApi(fastTrackOrder, { orderNo }, { signal, quiet: options?.quiet === true }),
  Fields: FastTrackFields,
  spine: fastTrackSpine,
  voucher: fetchVoucher,
});
