import type { BookingSpine } from '@portal/shared/contracts/bookings';
import { useTranslation } from '@portal/shared/i18n';
import { isUnpaidResult } from '@portal/shared/remote';
import { type ReactNode, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { calendarFileName, fetchOrderCalendar } from './order-calendar';
import { OrderConfirmation, OrderLoad, resultTexts, useConfirmedOrder, useOrderFile } from './order-result';
import { PaymentUnsuccessful, useDiscardOrder } from './payment-unsuccessful';
import type { ReadResult } from './use-read';

/*
 * The result page of a wizard that keeps the order's number in its booking draft and mails the
 * booking with a calendar file (Transport, Airport Assistant), in the service's `result.*` texts.
 */

type Namespaces = string | readonly string[];
const withCommon = (ns: Namespaces) => [...(typeof ns === 'string' ? [ns] : ns), 'common'];

/**
 * What the result page reads from its address (`?orderNo=…`, or the payment return's
 * `?currentType=…&isWhat=…`): the booking draft as the page opened (it goes once the order is
 * confirmed), the order (the address's, else the draft's) and whether the payment did not go
 * through (isWhat 1 or 2).
 */
export function useWizardResult<D extends { orderNo: string | null }>(readDraft: () => D | null) {
  const [params] = useSearchParams();
  const [draft] = useState(readDraft);
  const orderNo = params.get('orderNo') ?? draft?.orderNo ?? null;
  return { params, draft, orderNo, unpaid: isUnpaidResult(params) };
}

/**
 * 'Payment Unsuccessful' (`PaymentUnsuccessful`) in the service's texts `result.failedTitle`,
 * `result.orderNo` and what is kept (`keptKey`). Try again goes where `tryAgainPath()` says when
 * pressed; Discard booking cancels the order, then the drafts go and the page goes to
 * `afterDiscard.to` (without `afterDiscard`, there is nothing to discard).
 */
export function WizardPaymentUnsuccessful({
  spine,
  ns,
  orderNo,
  keptKey = 'result.failedKept',
  tryAgainPath,
  afterDiscard,
}: {
  spine: Pick<BookingSpine, 'cancelBooking'>;
  ns: Namespaces;
  orderNo: string | null;
  keptKey?: string;
  tryAgainPath: () => string;
  afterDiscard?: { clearDrafts: () => void; to: string };
}) {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const discard = useDiscardOrder(spine, orderNo, () => {
    if (!afterDiscard) return;
    afterDiscard.clearDrafts();
    navigate(afterDiscard.to);
  });
  return (
    <PaymentUnsuccessful
      texts={{
        title: t('result.failedTitle'),
        orderNo: orderNo ? t('result.orderNo', { orderNo }) : undefined,
        kept: t(keptKey),
      }}
      onTryAgain={() => navigate(tryAgainPath())}
      discard={afterDiscard ? discard : undefined}
    />
  );
}

interface ConfirmableOrder {
  orderNo: string;
  status: string;
  total: number;
  currency: string;
  covered: boolean;
}

interface OrderResultProps<T extends ConfirmableOrder> {
  ns: Namespaces;
  /** The section's heading id (the order number), e.g. `ts-order-no`. */
  headingId: string;
  /** The options of `result.mailed` (e.g. the hours before the service it is sent). */
  mailed?: Record<string, unknown>;
  /** The service's facts of the order: rows of the confirmation's list. */
  children: (order: T) => ReactNode;
}

/**
 * The booked order (`order`, as the service reads it): loading and failures (`OrderLoad`), then its
 * confirmation (`OrderConfirmation`) with Add to calendar. Once it is confirmed, `onConfirmed` (the
 * drafts go) and the address names the order.
 */
export function WizardOrderResult<T extends ConfirmableOrder>({
  orderNo,
  order,
  onConfirmed,
  ...props
}: OrderResultProps<T> & { orderNo: string | null; order: ReadResult<T>; onConfirmed: () => void }) {
  const { t } = useTranslation(withCommon(props.ns));
  const confirmed = useConfirmedOrder(order, orderNo, onConfirmed);
  return (
    <OrderLoad orderNo={orderNo} order={order} title={t('result.title')}>
      {(data) => <OrderDetails {...props} order={data} confirmed={confirmed} />}
    </OrderLoad>
  );
}

function OrderDetails<T extends ConfirmableOrder>({
  ns,
  headingId,
  mailed,
  children,
  order,
  confirmed,
}: OrderResultProps<T> & { order: T; confirmed: boolean }) {
  const { t } = useTranslation(withCommon(ns));
  const calendar = useOrderFile(() => fetchOrderCalendar(order.orderNo), calendarFileName(order.orderNo));
  return (
    <OrderConfirmation
      order={order}
      confirmed={confirmed}
      headingId={headingId}
      texts={resultTexts(t, order.orderNo, t('result.mailed', mailed))}
      file={calendar}
    >
      {children(order)}
    </OrderConfirmation>
  );
}
