import {
  OrderConfirmation,
  OrderLoad,
  useConfirmedOrder,
  useOrderFile,
} from '@portal/shared/bookings/order-result';
import { PassengerNames } from '@portal/shared/bookings/passenger-names';
import { useDiscardOrder } from '@portal/shared/bookings/payment-unsuccessful';
import { Fact } from '@portal/shared/bookings/wizard-summary';
import { usesTakenBy } from '@portal/shared/contracts/complimentary-uses';
import { type FastTrackOrder, fastTrackSpine } from '@portal/shared/contracts/fast-track';
import { useTranslation } from '@portal/shared/i18n';
import { isUnpaidResult } from '@portal/shared/remote';
import { PageTitle } from '@portal/shared/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { clearFastTrackDrafts, type LaneData, readCipCode, readLaneData } from '../../../lib/drafts';
import { resultPath } from '../../../lib/search-query';
import { slotWindow } from '../../../lib/slot-window';
import { NAMESPACE } from '../../../namespace';
import styles from '../booking-styles';
import { STEP_PATHS } from '../step-paths';
import { fetchVoucher } from './api/download-voucher';
import { useFastTrackOrder } from './api/use-fast-track-order';
import { PaymentIssueDialog } from './payment-issue-dialog';

/** The airport's lanes again, for the same search (after Discard booking). */
const lanesPathFor = (data: LaneData | null) => {
  const cip = readCipCode();
  const airport = data?.lane?.airportCode ?? cip?.airport.code;
  const date = data?.date ?? cip?.date;
  const direction = data?.lane?.direction ?? cip?.direction ?? 'departure';
  return airport && date ? resultPath({ airport, date, direction }) : STEP_PATHS.search;
};

/**
 * /fast-track/complete: Order Complete (`?orderNo=…`, or the payment return's
 * `?currentType=…&isWhat=…` with the order in the draft). isWhat 1 or 2, the payment did not go
 * through: the 'Payment Issue' dialog offers Try again (the same order, paid again) and Discard.
 */
export function CompletePage() {
  const [params] = useSearchParams();
  const [draft] = useState(readLaneData);
  const orderNo = params.get('orderNo') ?? draft?.orderNo ?? null;
  if (isUnpaidResult(params)) return <PaymentNotCompleted draft={draft} orderNo={orderNo} />;
  return <OrderComplete orderNo={orderNo} />;
}

function PaymentNotCompleted({ draft, orderNo }: { draft: LaneData | null; orderNo: string | null }) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const tryAgain = () => navigate(draft?.uuid ? STEP_PATHS.review : STEP_PATHS.search);
  const { discard, discarding } = useDiscardOrder(fastTrackSpine, orderNo, () => {
    const to = lanesPathFor(draft);
    clearFastTrackDrafts({ everything: true });
    navigate(to);
  });

  return (
    <div className={styles.page}>
      <PageTitle>{t('booking.complete.notPaidTitle')}</PageTitle>
      <p>{t('booking.complete.notPaidText')}</p>
      <PaymentIssueDialog open onTryAgain={tryAgain} onDiscard={discard} discarding={discarding} />
    </div>
  );
}

function OrderComplete({ orderNo }: { orderNo: string | null }) {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const order = useFastTrackOrder(orderNo);
  const confirmed = useConfirmedOrder(order, orderNo, clearFastTrackDrafts);

  return (
    <OrderLoad orderNo={orderNo} order={order} title={t('booking.steps.complete')}>
      {(data) => <OrderDetails order={data} confirmed={confirmed} />}
    </OrderLoad>
  );
}

function OrderDetails({ order, confirmed }: { order: FastTrackOrder; confirmed: boolean }) {
  const { t, i18n } = useTranslation([NAMESPACE, 'common']);
  const voucher = useOrderFile(() => fetchVoucher(order.orderNo), `${order.orderNo}.pdf`);

  return (
    <OrderConfirmation
      order={order}
      confirmed={confirmed}
      headingId="fast-track-order-no"
      texts={{
        title: t('booking.complete.title'),
        notPaidTitle: t('booking.complete.notPaidTitle'),
        orderNo: t('booking.complete.orderNo', { orderNo: order.orderNo }),
        mailed: t('booking.complete.mailed'),
        notPaidText: t('booking.complete.notPaidText'),
        paid: t('booking.complete.paid'),
        coveredByUse: t('booking.complete.coveredByUse'),
        partlyCovered: t('booking.complete.passengersCovered', {
          count: Math.max(1, usesTakenBy(order.lines)),
        }),
        file: t('booking.complete.voucher'),
      }}
      file={voucher}
      primaryFile
    >
      <Fact label={t('booking.lane.lane')}>
        {order.lane.name}, {order.lane.terminal}
      </Fact>
      <Fact label={t('booking.lane.airport')}>
        {order.airport.name} ({order.airport.code})
      </Fact>
      <Fact label={t('booking.lane.where')}>{order.lane.location}</Fact>
      <Fact label={t('booking.lane.when')}>
        {slotWindow(order.serviceAt, order.endTime, order.timeZone, i18n.language)}
      </Fact>
      <Fact label={t('booking.lane.flight')}>{order.flightNumber}</Fact>
      <Fact label={t('booking.lane.passengers')}>
        <PassengerNames names={order.passengers} />
      </Fact>
    </OrderConfirmation>
  );
}
