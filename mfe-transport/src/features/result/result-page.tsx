import { BookingsLink } from '@portal/shared/bookings/order-result';
import {
  useWizardResult,
  WizardOrderResult,
  WizardPaymentUnsuccessful,
} from '@portal/shared/bookings/wizard-result';
import { transportSpine } from '@portal/shared/contracts/transport';
import { useTranslation } from '@portal/shared/i18n';
import { SERVICE_POLICY } from '@portal/shared/policy';
import { PageTitle } from '@portal/shared/ui';
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
  const { params, draft, orderNo, unpaid } = useWizardResult(readBookingDraft);
  if (params.get('currentType') === REQUEST_TYPE) return <RequestReceived orderNo={orderNo} />;
  if (unpaid)
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
  return (
    <WizardPaymentUnsuccessful
      spine={transportSpine}
      ns={ORDER_NAMESPACES}
      orderNo={orderNo}
      keptKey={quote ? 'result.failedQuote' : 'result.failedKept'}
      tryAgainPath={() => {
        if (quote && orderNo) return quotePath(orderNo);
        return draft?.saved ? (redirectFor(4) ?? STEP_PATHS.review) : STEP_PATHS.details;
      }}
      afterDiscard={quote ? undefined : { clearDrafts: clearTransportDrafts, to: STEP_PATHS.details }}
    />
  );
}

function OrderResult({ orderNo }: { orderNo: string | null }) {
  const order = useTransportOrder(orderNo);
  return (
    <WizardOrderResult
      ns={ORDER_NAMESPACES}
      orderNo={orderNo}
      order={order}
      onConfirmed={clearTransportDrafts}
      headingId="ts-order-no"
      mailed={{ hours: SERVICE_POLICY.transport.driverDetailsHoursBefore }}
    >
      {(data) => <TransportFields order={data} />}
    </WizardOrderResult>
  );
}
