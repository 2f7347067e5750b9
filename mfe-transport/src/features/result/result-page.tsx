import { calendarFileName, fetchOrderCalendar } from '@portal/shared/bookings/order-calendar';
import {
  BookingsLink,
  OrderConfirmation,
  OrderLoad,
  resultTexts,
  useConfirmedOrder,
  useOrderFile,
} from '@portal/shared/bookings/order-result';
import { PaymentUnsuccessful, useDiscardOrder } from '@portal/shared/bookings/payment-unsuccessful';
import { type TransportOrder, transportSpine } from '@portal/shared/contracts/transport';
import { useTranslation } from '@portal/shared/i18n';
import { SERVICE_POLICY } from '@portal/shared/policy';
import { isUnpaidResult } from '@portal/shared/remote';
import { PageTitle } from '@portal/shared/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import styles from '../../components/booking-styles';
import { TransportFields } from '../../components/transport-fields';
import { type BookingDraft, clearTransportDrafts, readBookingDraft } from '../../lib/drafts';
import { quotePath, REQUEST_TYPE, redirectFor, STEP_PATHS } from '../../lib/steps';
import { ORDER_NAMESPACES } from '../../namespace';
import { useTransportOrder } from './api/order-calls';

/**
 * /transport-services/succ: the booking's result (`?currentType=…&isWhat=…`, specification §4).
 * A booking request: received, an operator answers within the policy's `quotation.replyWithinHours`. isWhat 0: the booked order.
 * isWhat 1 or 2, the payment did not go through: 'Payment Unsuccessful' with Try again and Discard.
 */
export function ResultPage() {
  const [params] = useSearchParams();
  const [draft] = useState(readBookingDraft);
  const orderNo = params.get('orderNo') ?? draft?.orderNo ?? null;
  if (params.get('currentType') === REQUEST_TYPE) return <RequestReceived orderNo={orderNo} />;
  if (isUnpaidResult(params))
    return <PaymentNotCompleted draft={draft} orderNo={orderNo} quote={params.get('currentType') === '1'} />;
  return <OrderResult orderNo={orderNo} />;
}

function RequestReceived({ orderNo }: { orderNo: string | null }) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  return (
    <div className={styles.page}>
      <PageTitle>{t('result.requestTitle')}</PageTitle>
      <div className={`${styles.section} ${styles.received}`}>
        {orderNo && <p className={styles.orderNo}>{t('result.orderNo', { orderNo })}</p>}
        <p>{t('result.requestText', { hours: SERVICE_POLICY.quotation.replyWithinHours })}</p>
        <p>{t('result.requestAccept', { hours: SERVICE_POLICY.quotation.expiresHoursBefore })}</p>
        <div className={styles.actions}>
          <BookingsLink />
        </div>
      </div>
    </div>
  );
}

function PaymentNotCompleted({
  draft,
  orderNo,
  quote,
}: {
  draft: BookingDraft | null;
  orderNo: string | null;
  /** Paying a request's quotation (not a new booking): tried again there, and nothing to discard. */
  quote: boolean;
}) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const navigate = useNavigate();
  const discard = useDiscardOrder(transportSpine, orderNo, () => {
    clearTransportDrafts();
    navigate(STEP_PATHS.details);
  });
  const tryAgain = () => {
    if (quote && orderNo) navigate(quotePath(orderNo));
    else navigate(draft?.saved ? (redirectFor(4) ?? STEP_PATHS.review) : STEP_PATHS.details);
  };
  return (
    <PaymentUnsuccessful
      texts={{
        title: t('result.failedTitle'),
        orderNo: orderNo ? t('result.orderNo', { orderNo }) : undefined,
        kept: t(quote ? 'result.failedQuote' : 'result.failedKept'),
      }}
      onTryAgain={tryAgain}
      discard={quote ? undefined : discard}
    />
  );
}

function OrderResult({ orderNo }: { orderNo: string | null }) {
  const { t } = useTranslation([...ORDER_NAMESPACES, 'common']);
  const order = useTransportOrder(orderNo);
  const confirmed = useConfirmedOrder(order, orderNo, clearTransportDrafts);
  return (
    <OrderLoad orderNo={orderNo} order={order} title={t('result.title')}>
      {(data) => <OrderDetails order={data} confirmed={confirmed} />}
    </OrderLoad>
  );
}

function OrderDetails({ order, confirmed }: { order: TransportOrder; confirmed: boolean }) {
  const { t } = useTranslation([...ORDER_NAMESPACES, 'common']);
  const calendar = useOrderFile(() => fetchOrderCalendar(order.orderNo), calendarFileName(order.orderNo));
  const mailed = t('result.mailed', { hours: SERVICE_POLICY.transport.driverDetailsHoursBefore });
  return (
    <OrderConfirmation
      order={order}
      confirmed={confirmed}
      headingId="ts-order-no"
      texts={resultTexts(t, order.orderNo, mailed)}
      file={calendar}
    >
      <TransportFields order={order} />
    </OrderConfirmation>
  );
}
