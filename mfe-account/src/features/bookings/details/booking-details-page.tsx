import { useRead } from '@portal/shared/bookings/use-read';
import { type BookingService, bookingServiceOfOrderNo, bookingServiceOfType } from '@portal/shared/contracts';
import { ORDER_NO_PATTERN, type OrderSummary } from '@portal/shared/contracts/bookings';
import { useTranslation } from '@portal/shared/i18n';
import { SavedCopyNotice } from '@portal/shared/offline';
import { type BookingDetailModule, type DetailedOrder, paySpineOf } from '@portal/shared/remote';
import { buttonClassName, ErrorPanel, PageTitle, Panel, Spinner } from '@portal/shared/ui';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { NAMESPACE } from '../../../namespace';
import { refreshUnread } from '../api/refresh-unread';
import styles from '../bookings.module.css';
import { usePayDeadline } from '../hooks/use-pay-deadline';
import { canPayNow } from '../lib/booking-status';
import { BOOKINGS_LIST_PATH, listPath } from '../lib/tab-query';
import { StatusBadge } from '../status-badge';
import { BookingActions } from './booking-actions';
import { BookingExpiredDialog } from './booking-expired-dialog';
import { BookingFacts } from './booking-facts';
import { CancelDialog } from './cancel-dialog';
import { CancellationSection } from './cancellation-section';
import { PayDeadlineNotice } from './pay-deadline-notice';
import { PayNowSection } from './pay-now-section';
import { PriceSection } from './price-section';
import { SupportPhone } from './support-phone';
import { useBookingDetailModule } from './use-booking-detail-module';

/** What the list hands over when a booking is opened from it (router state). */
export interface FromList {
  summary: OrderSummary;
  tab: number;
}

const fromListOf = (state: unknown, orderNo: string): FromList | null => {
  const from = state as Partial<FromList> | null;
  return from?.summary?.orderNo === orderNo && typeof from.tab === 'number' ? (from as FromList) : null;
};

/**
 * /account/bookings/details?orderNo=…: one booking. The `./booking-detail` module of its service's
 * remote reads it and shows its own fields (decision 0008); while that loads, a spinner; when the
 * remote is switched off or fails, what the list knew. The page itself knows no service.
 */
export function BookingDetailsPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const location = useLocation();
  const orderNo = (params.get('orderNo') ?? '').trim().toUpperCase();
  const fromList = fromListOf(location.state, orderNo);
  const back = fromList ? listPath(fromList.tab) : BOOKINGS_LIST_PATH;

  if (!ORDER_NO_PATTERN.test(orderNo)) {
    return (
      <Panel title={t('pages.bookingDetails')} actions={<BackLink to={back} />}>
        <p>{t('bookings.details.noOrder')}</p>
      </Panel>
    );
  }
  const summary = fromList?.summary ?? null;
  const service = summary ? bookingServiceOfType(summary.type) : bookingServiceOfOrderNo(orderNo);
  if (!service) return <SummaryOnly orderNo={orderNo} summary={summary} back={back} />;
  return <ServiceDetail key={orderNo} service={service} orderNo={orderNo} summary={summary} back={back} />;
}

interface ServiceDetailProps {
  service: BookingService;
  orderNo: string;
  summary: OrderSummary | null;
  back: string;
}

/** Loads the service's `./booking-detail` module, then reads and shows the booking with it. */
function ServiceDetail({ service, orderNo, summary, back }: ServiceDetailProps) {
  const { t } = useTranslation(NAMESPACE);
  const load = useBookingDetailModule(service);
  if (load.status === 'loading') {
    return (
      <div className={styles.loading}>
        <Spinner label={t('bookings.details.loading')} />
      </div>
    );
  }
  if (load.status === 'unavailable') return <SummaryOnly orderNo={orderNo} summary={summary} back={back} />;
  return <ServiceBooking service={service} orderNo={orderNo} detail={load.module} back={back} />;
}

function BackLink({ to }: { to: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Link to={to} className={buttonClassName('secondary')}>
      {t('bookings.details.back')}
    </Link>
  );
}

function ServiceBooking({
  service,
  orderNo,
  detail,
  back,
}: {
  service: BookingService;
  orderNo: string;
  detail: BookingDetailModule;
  back: string;
}) {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const order = useRead((signal) => detail.read(orderNo, signal), orderNo);
  const data = order.status === 'ready' ? order.data : null;

  // Opening the booking marked it seen: the header's badge drops now, not at the next poll.
  useEffect(() => {
    if (data) void refreshUnread();
  }, [data]);

  if (order.status === 'loading') {
    return (
      <div className={styles.loading}>
        <Spinner label={t('bookings.details.loading')} />
      </div>
    );
  }
  if (order.status === 'error') {
    return (
      <ErrorPanel
        title={t('bookings.details.loadFailed')}
        message={order.message ?? undefined}
        retryLabel={t('common:tryAgain')}
        onRetry={order.retry}
        extraActions={<Link to={back}>{t('bookings.details.back')}</Link>}
      />
    );
  }
  return (
    <BookingView service={service} order={order.data} detail={detail} back={back} refresh={order.refresh} />
  );
}

interface BookingViewProps {
  service: BookingService;
  order: DetailedOrder;
  detail: BookingDetailModule;
  back: string;
  refresh: () => void;
}

function BookingView({ service, order, detail, back, refresh }: BookingViewProps) {
  const { t } = useTranslation(NAMESPACE);
  const deadline = usePayDeadline(order.status === 'unpaid' ? order.payBefore : null);
  // An unpaid booking whose time to pay has run out is expired even before the server's job has
  // marked it so: nobody can pay it any more.
  const status = deadline.passed ? 'expired' : order.status;
  // Shown once a visit: OK reads the status again, and an order the server has not expired yet
  // (its job runs a moment later) must not bring the dialog straight back.
  const [expiredSeen, setExpiredSeen] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [cancelledNotice, setCancelledNotice] = useState(false);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const { Fields } = detail;
  // Pay now, where the service's module brings the calls for it.
  const paySpine = paySpineOf(detail);

  // After the cancel dialog closes its button is gone: keep keyboard users' place at the notice.
  useEffect(() => {
    if (
      cancelledNotice &&
      !cancelling &&
      (document.activeElement === document.body || !document.activeElement)
    )
      noticeRef.current?.focus();
  });

  const titleId = 'booking-title';
  return (
    <div className={styles.page}>
      <PageTitle>{t('pages.bookingDetails')}</PageTitle>
      <SavedCopyNotice />
      <p ref={noticeRef} role="status" tabIndex={-1} className={styles.noticeSuccess}>
        {cancelledNotice ? t('bookings.cancel.doneText') : ''}
      </p>
      <section className={styles.section} aria-labelledby={titleId}>
        <div className={styles.detailHeader}>
          <h2 id={titleId} className={styles.sectionTitle}>
            {t('bookings.bookingId', { orderNo: order.orderNo })}
          </h2>
          <StatusBadge status={status} />
        </div>
        {/* A quotation's deadline (days ahead, at the airport) is shown by its service's fields. */}
        {status === 'unpaid' && order.isNormal && order.payBefore && deadline.minutesLeft !== null && (
          <PayDeadlineNotice payBefore={order.payBefore} minutesLeft={deadline.minutesLeft} />
        )}
        {order.cancelReason === 'flightCancelled' && (
          <p role="note">{t('bookings.details.flightCancelled')}</p>
        )}
        <BookingFacts summary={order}>
          <Fields order={order} />
        </BookingFacts>
      </section>
      <PriceSection service={service} order={order} status={status} />
      {paySpine && canPayNow(order, status) && (
        <PayNowSection order={order} spine={paySpine} onExpired={refresh} />
      )}
      {(status === 'paid' || status === 'unpaid') && <OnTheDay phone={order.cancellation.phone} />}
      {(status === 'paid' || status === 'unpaid') && <CancellationSection order={order} status={status} />}
      <BookingActions order={order} status={status} detail={detail} onCancel={() => setCancelling(true)} />
      <BackLink to={back} />
      {cancelling && (
        <CancelDialog
          order={order}
          detail={detail}
          closedOnline={order.status === 'paid' && !order.cancellation.open}
          onCancelled={() => {
            setCancelledNotice(true);
            refresh();
          }}
          onClose={() => setCancelling(false)}
        />
      )}
      {status === 'expired' && !expiredSeen && !cancelling && (
        <BookingExpiredDialog
          onOk={() => {
            setExpiredSeen(true);
            refresh();
          }}
        />
      )}
    </div>
  );
}

/**
 * A booking whose service's module cannot be had (its remote switched off or failing, or an
 * unknown service): what the list showed, and the way back.
 */
function SummaryOnly({
  orderNo,
  summary,
  back,
}: {
  orderNo: string;
  summary: OrderSummary | null;
  back: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className={styles.page}>
      <PageTitle>{t('pages.bookingDetails')}</PageTitle>
      <section className={styles.section} aria-labelledby="booking-title">
        <div className={styles.detailHeader}>
          <h2 id="booking-title" className={styles.sectionTitle}>
            {t('bookings.bookingId', { orderNo })}
          </h2>
          {summary && <StatusBadge status={summary.status} />}
        </div>
        {summary && <BookingFacts summary={summary} />}
        <p className={styles.muted}>{t('bookings.details.summaryOnly')}</p>
      </section>
      <BackLink to={back} />
    </div>
  );
}

/** What the traveller needs when things go wrong at the airport: the support line, a tap away. */
function OnTheDay({ phone }: { phone: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className={styles.section} aria-labelledby="booking-on-the-day">
      <h2 id="booking-on-the-day" className={styles.sectionTitle}>
        {t('bookings.onTheDay.title')}
      </h2>
      <p>
        <SupportPhone phone={phone} messageKey="bookings.onTheDay.help" />
      </p>
    </section>
  );
}
