import { calendarFileName, fetchOrderCalendar } from '@portal/shared/bookings/order-calendar';
import {
  OrderConfirmation,
  OrderLoad,
  resultTexts,
  useConfirmedOrder,
  useOrderFile,
} from '@portal/shared/bookings/order-result';
import { PaymentUnsuccessful, useDiscardOrder } from '@portal/shared/bookings/payment-unsuccessful';
import {
  type AirportAssistantOrder,
  airportAssistantSpine,
} from '@portal/shared/contracts/airport-assistant';
import { useTranslation } from '@portal/shared/i18n';
import { isUnpaidResult } from '@portal/shared/remote';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AssistantFields } from '../../components/assistant-fields';
import { type BookingDraft, clearAssistantDrafts, readBookingDraft } from '../../lib/drafts';
import { redirectFor, STEP_PATHS } from '../../lib/steps';
import { NAMESPACE } from '../../namespace';
import { useAssistantOrder } from './api/order-calls';

/**
 * /airport-assistant/succ: the booking's result (`?currentType=…&isWhat=…`, specification §4; a
 * covered booking also names `orderNo`). isWhat 0: the booked order. isWhat 1 or 2, the payment
 * did not go through: 'Payment Unsuccessful' with Try again (Review & Pay, the same order) and
 * Discard booking.
 */
export function ResultPage() {
  const [params] = useSearchParams();
  const [draft] = useState(readBookingDraft);
  const orderNo = params.get('orderNo') ?? draft?.orderNo ?? null;
  if (isUnpaidResult(params)) return <PaymentNotCompleted draft={draft} orderNo={orderNo} />;
  return <OrderResult orderNo={orderNo} />;
}

function PaymentNotCompleted({ draft, orderNo }: { draft: BookingDraft | null; orderNo: string | null }) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const discard = useDiscardOrder(airportAssistantSpine, orderNo, () => {
    clearAssistantDrafts();
    navigate(STEP_PATHS.service);
  });
  // The drafts are kept for another go: back to Review & Pay, or the first step not finished.
  const tryAgain = () => navigate(draft?.uuid ? (redirectFor(4) ?? STEP_PATHS.review) : STEP_PATHS.service);
  return (
    <PaymentUnsuccessful
      texts={{
        title: t('result.failedTitle'),
        orderNo: orderNo ? t('result.orderNo', { orderNo }) : undefined,
        kept: t('result.failedKept'),
      }}
      onTryAgain={tryAgain}
      discard={discard}
    />
  );
}

function OrderResult({ orderNo }: { orderNo: string | null }) {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const order = useAssistantOrder(orderNo);
  const confirmed = useConfirmedOrder(order, orderNo, clearAssistantDrafts);

  return (
    <OrderLoad orderNo={orderNo} order={order} title={t('result.title')}>
      {(data) => <OrderDetails order={data} confirmed={confirmed} />}
    </OrderLoad>
  );
}

function OrderDetails({ order, confirmed }: { order: AirportAssistantOrder; confirmed: boolean }) {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const calendar = useOrderFile(() => fetchOrderCalendar(order.orderNo), calendarFileName(order.orderNo));

  return (
    <OrderConfirmation
      order={order}
      confirmed={confirmed}
      headingId="aa-order-no"
      texts={resultTexts(t, order.orderNo, t('result.mailed'))}
      file={calendar}
    >
      <div>
        <dt>{t('summary.airport')}</dt>
        <dd>
          {order.airport.name} ({order.airport.code})
        </dd>
      </div>
      <AssistantFields order={order} />
    </OrderConfirmation>
  );
}
