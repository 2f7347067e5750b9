import { formatLocalDateTime } from '@portal/shared/bookings/format';
import { BookingsLink } from '@portal/shared/bookings/order-result';
import { PlacedOrderPayment } from '@portal/shared/bookings/placed-order-payment';
import { PriceTable } from '@portal/shared/bookings/price-table';
import { formatTimeLeft, useTimeLeft } from '@portal/shared/bookings/time-left';
import { usePlacedOrderCheckout } from '@portal/shared/bookings/use-placed-order-checkout';
import { useRead } from '@portal/shared/bookings/use-read';
import type { TransportOrder } from '@portal/shared/contracts/transport';
import { useTranslation } from '@portal/shared/i18n';
import { SecureCheckoutBox } from '@portal/shared/payments';
import { SERVICE_POLICY } from '@portal/shared/policy';
import { Alert, Button, Dialog, ErrorPanel, PageTitle, Panel, Spinner } from '@portal/shared/ui';
import { useNavigate } from 'react-router';
import styles from '../../components/booking-styles';
import { TransportFields } from '../../components/transport-fields';
import { ORDER_NAMESPACES } from '../../namespace';
import { payQuote, readQuote } from './api/quote-calls';

/** The account's page of one booking. */
export const bookingDetailPath = (orderNo: string) =>
  `/account/bookings/details?${new URLSearchParams({ orderNo })}`;

/**
 * /transport-services/step-4?currentType=quote&orderNo=…: the quotation of a booking request,
 * accepted and paid (by the policy's `quotation.expiresHoursBefore` before the service). Its deadline is checked first: past
 * it, 'Booking Expired' and the booking's page.
 */
export function QuotePayment({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation([...ORDER_NAMESPACES, 'common']);
  const navigate = useNavigate();
  const quote = useRead((signal) => readQuote(orderNo, signal), orderNo);

  let body: React.ReactNode;
  if (quote.status === 'loading') {
    body = (
      <div className={styles.loading}>
        <Spinner label={t('quote.loading')} />
      </div>
    );
  } else if (quote.status === 'error') {
    body = (
      <ErrorPanel
        title={t('quote.loadFailed')}
        headingLevel={2}
        message={quote.message ?? undefined}
        retryLabel={t('common:tryAgain')}
        onRetry={quote.retry}
      />
    );
  } else if (quote.data.expired) {
    body = null;
  } else if (quote.data.order.status !== 'unpaid' || quote.data.order.isNormal) {
    body = (
      <Panel title={t('quote.notPayableTitle')} actions={<BookingsLink />}>
        <p>{t(`quote.status.${quote.data.order.status}`)}</p>
      </Panel>
    );
  } else {
    body = <QuoteForm order={quote.data.order} onExpired={quote.refresh} />;
  }

  const expired = quote.status === 'ready' && quote.data.expired;
  return (
    <div className={styles.page}>
      <PageTitle>{t('quote.title')}</PageTitle>
      {body}
      <Dialog
        open={expired}
        title={t('quote.expired.title')}
        actions={
          <Button onClick={() => navigate(bookingDetailPath(orderNo))}>{t('quote.expired.ok')}</Button>
        }
      >
        <p>{t('quote.expired.message', { hours: SERVICE_POLICY.quotation.expiresHoursBefore })}</p>
      </Dialog>
    </div>
  );
}

function QuoteForm({ order, onExpired }: { order: TransportOrder; onExpired: () => void }) {
  const { t, i18n } = useTranslation([...ORDER_NAMESPACES, 'common']);
  const checkout = usePlacedOrderCheckout({
    pay: (card) => payQuote(order, card),
    cardIdPrefix: 'ts-quote-card',
    onExpired,
  });
  const left = useTimeLeft(order.payBefore);
  if (checkout.stage === 'leaving') return <SecureCheckoutBox headingLevel={2} />;

  return (
    <>
      <section className={styles.summary} aria-labelledby="ts-quote-summary">
        <h2 id="ts-quote-summary" className={styles.summaryTitle}>
          {t('quote.orderNo', { orderNo: order.orderNo })}
        </h2>
        <dl className={styles.facts}>
          <TransportFields order={order} offerQuotation={false} />
        </dl>
      </section>
      {order.payBefore && left && (
        <Alert tone="warning">
          {t('quote.payBefore', {
            deadline: formatLocalDateTime(order.payBefore, order.timeZone, i18n.language),
            left: formatTimeLeft(t, left),
          })}
        </Alert>
      )}
      <PriceTable service="transport" review={order} id="ts-quote-price" />
      <PlacedOrderPayment
        checkout={checkout}
        total={order.total}
        currency={order.currency}
        idPrefix="ts-quote"
        failureTitle={t('review.paymentFailed')}
      />
    </>
  );
}
