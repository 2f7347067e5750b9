import {
  useWizardResult,
  WizardOrderResult,
  WizardPaymentUnsuccessful,
} from '@portal/shared/bookings/wizard-result';
import { airportAssistantSpine } from '@portal/shared/contracts/airport-assistant';
import { useTranslation } from '@portal/shared/i18n';
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
  const { draft, orderNo, unpaid } = useWizardResult(readBookingDraft);
  if (unpaid) return <PaymentNotCompleted draft={draft} orderNo={orderNo} />;
  return <OrderResult orderNo={orderNo} />;
}

function PaymentNotCompleted({ draft, orderNo }: { draft: BookingDraft | null; orderNo: string | null }) {
  return (
    <WizardPaymentUnsuccessful
      spine={airportAssistantSpine}
      ns={NAMESPACE}
      orderNo={orderNo}
      // The drafts are kept for another go: back to Review & Pay, or the first step not finished.
      tryAgainPath={() => (draft?.uuid ? (redirectFor(4) ?? STEP_PATHS.review) : STEP_PATHS.service)}
      afterDiscard={{ clearDrafts: clearAssistantDrafts, to: STEP_PATHS.service }}
    />
  );
}

function OrderResult({ orderNo }: { orderNo: string | null }) {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const order = useAssistantOrder(orderNo);
  return (
    <WizardOrderResult
      ns={NAMESPACE}
      orderNo={orderNo}
      order={order}
      onConfirmed={clearAssistantDrafts}
      headingId="aa-order-no"
    >
      {(data) => (
        <>
          <div>
            <dt>{t('summary.airport')}</dt>
            <dd>
              {data.airport.name} ({data.airport.code})
            </dd>
          </div>
          <AssistantFields order={data} />
        </>
      )}
    </WizardOrderResult>
  );
}
