import { formatLocalDateTime, formatMoney, saveFile } from '@portal/shared/bookings';
import type { FastTrackOrder } from '@portal/shared/contracts/fast-track';
import { Alert, Button, buttonClassName, ErrorPanel, PageTitle, Panel, Spinner } from '@portal/shared/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { clearFastTrackDrafts, type LaneData, readCipCode, readLaneData } from '../../../lib/drafts';
import { resultPath } from '../../../lib/search-query';
import { NAMESPACE } from '../../../namespace';
import styles from '../booking.module.css';
import { STEP_PATHS } from '../step-paths';
import { cancelUnpaidOrder } from './api/cancel-order';
import { fetchVoucher } from './api/download-voucher';
import { useFastTrackOrder } from './api/use-fast-track-order';
import { PaymentIssueDialog } from './payment-issue-dialog';

export const BOOKINGS_PATH = '/account/bookings/list';
const PAGE_TIMEOUT_PATH = '/page-timeout';

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
  const isWhat = params.get('isWhat');
  const [draft] = useState(readLaneData);
  const orderNo = params.get('orderNo') ?? draft?.orderNo ?? null;
  if (isWhat === '1' || isWhat === '2') return <PaymentNotCompleted draft={draft} orderNo={orderNo} />;
  return <OrderComplete orderNo={orderNo} />;
}

function PaymentNotCompleted({ draft, orderNo }: { draft: LaneData | null; orderNo: string | null }) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const [discarding, setDiscarding] = useState(false);

  const tryAgain = () => navigate(draft?.uuid ? STEP_PATHS.review : STEP_PATHS.search);

  const discard = async () => {
    setDiscarding(true);
    try {
      if (orderNo) await cancelUnpaidOrder(orderNo);
    } catch {
      // The http client has shown the connection problem; the dialog stays for another go.
      setDiscarding(false);
      return;
    }
    const to = lanesPathFor(draft);
    clearFastTrackDrafts({ everything: true });
    navigate(to);
  };

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
  const [params, setParams] = useSearchParams();
  const order = useFastTrackOrder(orderNo);
  const confirmed =
    order.status === 'ready' && (order.data.status === 'paid' || order.data.status === 'completed');

  useEffect(() => {
    if (!confirmed || !orderNo) return;
    // The booking is done: its draft goes, and the address names the order so a reload shows it.
    clearFastTrackDrafts();
    if (params.get('orderNo') !== orderNo) setParams({ orderNo }, { replace: true });
  }, [confirmed, orderNo, params, setParams]);

  if (!orderNo) {
    return (
      <Panel
        title={t('booking.steps.complete')}
        actions={
          <Link to={BOOKINGS_PATH} className={buttonClassName('primary')}>
            {t('booking.complete.bookings')}
          </Link>
        }
      >
        <p>{t('booking.complete.noOrder')}</p>
      </Panel>
    );
  }
  if (order.status === 'loading') {
    return (
      <div className={styles.loading}>
        <Spinner label={t('booking.complete.loading')} />
      </div>
    );
  }
  if (order.status === 'error') {
    return (
      <ErrorPanel
        title={t('booking.complete.loadFailed')}
        message={order.message ?? undefined}
        retryLabel={t('common:tryAgain')}
        onRetry={order.retry}
        extraActions={<Link to={BOOKINGS_PATH}>{t('booking.complete.bookings')}</Link>}
      />
    );
  }
  return <OrderDetails order={order.data} confirmed={confirmed} />;
}

function OrderDetails({ order, confirmed }: { order: FastTrackOrder; confirmed: boolean }) {
  const { t, i18n } = useTranslation([NAMESPACE, 'common']);
  const navigate = useNavigate();
  const [downloading, setDownloading] = useState(false);
  const [voucherError, setVoucherError] = useState<string | null>(null);

  const download = async () => {
    setDownloading(true);
    setVoucherError(null);
    const outcome = await fetchVoucher(order.orderNo);
    setDownloading(false);
    if (outcome.kind === 'file') saveFile(outcome.file, `${order.orderNo}.pdf`);
    else if (outcome.kind === 'failed') setVoucherError(outcome.message);
    else if (outcome.kind === 'sessionExpired') navigate(PAGE_TIMEOUT_PATH);
  };

  return (
    <div className={styles.page}>
      <PageTitle>{confirmed ? t('booking.complete.title') : t('booking.complete.notPaidTitle')}</PageTitle>
      <section className={styles.confirmation} aria-labelledby="fast-track-order-no">
        <h2 id="fast-track-order-no" className={styles.orderNo}>
          {t('booking.complete.orderNo', { orderNo: order.orderNo })}
        </h2>
        {confirmed ? <p>{t('booking.complete.mailed')}</p> : <p>{t('booking.complete.notPaidText')}</p>}
        <dl className={styles.facts}>
          <div>
            <dt>{t('booking.lane.lane')}</dt>
            <dd>
              {order.lane.name}, {order.lane.terminal}
            </dd>
          </div>
          <div>
            <dt>{t('booking.lane.airport')}</dt>
            <dd>
              {order.airport.name} ({order.airport.code})
            </dd>
          </div>
          <div>
            <dt>{t('booking.lane.where')}</dt>
            <dd>{order.lane.location}</dd>
          </div>
          <div>
            <dt>{t('booking.lane.when')}</dt>
            <dd>
              {formatLocalDateTime(order.serviceAt, order.timeZone, i18n.language)} – {order.endTime}
            </dd>
          </div>
          <div>
            <dt>{t('booking.lane.flight')}</dt>
            <dd>{order.flightNumber}</dd>
          </div>
          <div>
            <dt>{t('booking.lane.passengers')}</dt>
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
          <div>
            <dt>{t('booking.complete.paid')}</dt>
            <dd>
              {order.total > 0
                ? formatMoney(order.total, order.currency, i18n.language)
                : t('booking.complete.coveredByUse')}
              {order.total > 0 && order.covered && ` (${t('booking.complete.oneCovered')})`}
            </dd>
          </div>
        </dl>
      </section>
      {voucherError && <Alert tone="error">{voucherError}</Alert>}
      <div className={styles.actions}>
        {confirmed && (
          <Button onClick={download} loading={downloading}>
            {t('booking.complete.voucher')}
          </Button>
        )}
        <Link to={BOOKINGS_PATH} className={buttonClassName('secondary')}>
          {t('booking.complete.bookings')}
        </Link>
      </div>
    </div>
  );
}
