import { type TFunction, useTranslation } from '@portal/shared/i18n';
import { Alert, Button, buttonClassName, ErrorPanel, PageTitle, Panel, Spinner } from '@portal/shared/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import styles from './booking-page.module.css';
import type { FileOutcome } from './fetch-order-file';
import { formatMoney } from './format';
import { saveFile } from './save-file';
import type { ReadResult } from './use-read';

/** The account's list of bookings, where every result page leads. */
export const BOOKINGS_PATH = '/account/bookings/list';
const PAGE_TIMEOUT_PATH = '/page-timeout';

/** The link to the account's bookings ('View my bookings'), as a button. */
export function BookingsLink({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  const { t } = useTranslation('screens');
  return (
    <Link to={BOOKINGS_PATH} className={buttonClassName(variant)}>
      {t('booking.bookings')}
    </Link>
  );
}

/**
 * Whether a result page's order is confirmed (paid or completed). Once it is, `onConfirmed` runs
 * (the wizard's drafts go) and the address becomes `?orderNo=…`, so a reload shows the order.
 */
export function useConfirmedOrder(
  order: ReadResult<{ status: string }>,
  orderNo: string | null,
  onConfirmed: () => void,
): boolean {
  const [params, setParams] = useSearchParams();
  const confirmed =
    order.status === 'ready' && (order.data.status === 'paid' || order.data.status === 'completed');
  useEffect(() => {
    if (!confirmed || !orderNo) return;
    onConfirmed();
    const named = new URLSearchParams({ orderNo });
    if (params.toString() !== named.toString()) setParams(named, { replace: true });
  }, [confirmed, orderNo, params, setParams, onConfirmed]);
  return confirmed;
}

/**
 * A result page's order, the same for every service: no order named (it is in the bookings), the
 * loading spinner, the failure with Try again, or `children(order)` once it is read.
 * Texts: `common:booking.*`.
 */
export function OrderLoad<T>({
  orderNo,
  order,
  title,
  children,
}: {
  orderNo: string | null;
  order: ReadResult<T>;
  /** The panel's title when no order is named (the page's own). */
  title: string;
  children: (order: T) => ReactNode;
}) {
  const { t } = useTranslation('screens');
  if (!orderNo) {
    return (
      <Panel title={title} actions={<BookingsLink />}>
        <p>{t('booking.noOrder')}</p>
      </Panel>
    );
  }
  if (order.status === 'loading') {
    return (
      <div className={styles.loading}>
        <Spinner label={t('booking.loadingOrder')} />
      </div>
    );
  }
  if (order.status === 'error') {
    return (
      <ErrorPanel
        title={t('booking.orderLoadFailed')}
        message={order.message ?? undefined}
        retryLabel={t('tryAgain')}
        onRetry={order.retry}
        extraActions={<Link to={BOOKINGS_PATH}>{t('booking.bookings')}</Link>}
      />
    );
  }
  return children(order.data);
}

/**
 * A booking's file (calendar, voucher) for the result page: `download()` fetches and saves it as
 * `fileName`, with its busy state and the failure's text; an ended session goes to /page-timeout.
 */
export function useOrderFile(fetchFile: () => Promise<FileOutcome>, fileName: string) {
  const navigate = useNavigate();
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setDownloading(true);
    setError(null);
    const outcome = await fetchFile();
    setDownloading(false);
    if (outcome.kind === 'file') saveFile(outcome.file, fileName);
    else if (outcome.kind === 'failed') setError(outcome.message);
    else if (outcome.kind === 'sessionExpired') navigate(PAGE_TIMEOUT_PATH);
  };
  return { download, downloading, error };
}

/**
 * The result page's actions: the file's button (once the order is confirmed), its failure above,
 * and the way to the bookings.
 */
export function OrderFileActions({
  file,
  label,
  show,
  primaryFile = false,
}: {
  file: ReturnType<typeof useOrderFile>;
  /** The button's name ('Add to calendar', 'Download voucher (PDF)'). */
  label: string;
  /** False while the order is not paid: there is nothing to download. */
  show: boolean;
  /** The file is the page's main action (the bookings link is then secondary). */
  primaryFile?: boolean;
}) {
  return (
    <>
      {file.error && <Alert tone="error">{file.error}</Alert>}
      <div className={styles.actions}>
        {show && (
          <Button
            variant={primaryFile ? 'primary' : 'secondary'}
            onClick={file.download}
            loading={file.downloading}
          >
            {label}
          </Button>
        )}
        <BookingsLink variant={primaryFile ? 'secondary' : 'primary'} />
      </div>
    </>
  );
}

/** What a result page tells of its order, in the service's texts. */
export interface OrderConfirmationTexts {
  /** The page's title once the order is confirmed, and while it is not paid. */
  title: string;
  notPaidTitle: string;
  /** 'Order number …'. */
  orderNo: string;
  /** Under the number: the confirmation is mailed, or the order is not paid yet. */
  mailed: string;
  notPaidText: string;
  /** The paid row's term, its value when a complimentary use covers it all, and the note when a use covers part. */
  paid: string;
  coveredByUse: string;
  partlyCovered: string;
  /** The file's button ('Add to calendar', 'Download voucher (PDF)'). */
  file: string;
}

/**
 * A result page's booked order, the same for every service: its title, the order number (the
 * section's heading, `headingId`), the confirmation text, the service's facts (`children`, rows of
 * the list) then what was paid, and the file's and bookings' actions.
 */
export function OrderConfirmation({
  order,
  confirmed,
  headingId,
  texts,
  file,
  primaryFile,
  children,
}: {
  order: { total: number; currency: string; covered: boolean };
  confirmed: boolean;
  headingId: string;
  texts: OrderConfirmationTexts;
  file: ReturnType<typeof useOrderFile>;
  primaryFile?: boolean;
  children: ReactNode;
}) {
  const { i18n } = useTranslation('screens');
  return (
    <div className={styles.page}>
      <PageTitle>{confirmed ? texts.title : texts.notPaidTitle}</PageTitle>
      <section className={styles.confirmation} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.orderNo}>
          {texts.orderNo}
        </h2>
        <p>{confirmed ? texts.mailed : texts.notPaidText}</p>
        <dl className={styles.facts}>
          {children}
          <div>
            <dt>{texts.paid}</dt>
            <dd>
              {order.total > 0 ? formatMoney(order.total, order.currency, i18n.language) : texts.coveredByUse}
              {order.total > 0 && order.covered && ` (${texts.partlyCovered})`}
            </dd>
          </div>
        </dl>
      </section>
      <OrderFileActions file={file} label={texts.file} show={confirmed} primaryFile={primaryFile} />
    </div>
  );
}

/**
 * The texts of `OrderConfirmation` from a service's `result.*` keys (`t` of the service's
 * namespace): `mailed` is the service's own sentence, e.g. with its policy's hours.
 */
export const resultTexts = (t: TFunction, orderNo: string, mailed: string): OrderConfirmationTexts => ({
  title: t('result.title'),
  notPaidTitle: t('result.notPaidTitle'),
  orderNo: t('result.orderNo', { orderNo }),
  mailed,
  notPaidText: t('result.notPaidText'),
  paid: t('result.paid'),
  coveredByUse: t('result.coveredByUse'),
  partlyCovered: t('result.partlyCovered'),
  file: t('result.calendar'),
});
