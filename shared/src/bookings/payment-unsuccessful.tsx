import type { BookingSpine } from '@portal/shared/contracts/bookings';
import { callApi } from '@portal/shared/http';
import { useTranslation } from '@portal/shared/i18n';
import { Button, PageTitle } from '@portal/shared/ui';
import { useState } from 'react';
import styles from './booking-page.module.css';

/**
 * Discard booking, after a payment that did not go through: `discard()` cancels the unpaid order
 * (`cancelBooking`: its seats and complimentary use are given back at once; one that cannot be
 * cancelled any more needs nothing more), then `onDiscarded` (the drafts go, the next page). A
 * connection failure, which the http client has shown, leaves the page for another go.
 */
export function useDiscardOrder(
  spine: Pick<BookingSpine, 'cancelBooking'>,
  orderNo: string | null,
  onDiscarded: () => void,
) {
  const [discarding, setDiscarding] = useState(false);
  const discard = async () => {
    setDiscarding(true);
    try {
      if (orderNo) await callApi(spine.cancelBooking, { orderNo });
    } catch {
      setDiscarding(false);
      return;
    }
    onDiscarded();
  };
  return { discard, discarding };
}

export type DiscardOrder = ReturnType<typeof useDiscardOrder>;

/**
 * 'Payment Unsuccessful' (specification §4, the result page's isWhat 1 or 2): the payment error,
 * the order's number, what is kept, Discard booking (when there is a booking to discard) and Try
 * again. Texts: the service's (`texts`), `common:errors.40011` and `common:booking.*`.
 */
export function PaymentUnsuccessful({
  texts,
  onTryAgain,
  discard,
}: {
  /** The page's title, the order's number as the service writes it (if known), what is kept. */
  texts: { title: string; orderNo?: string; kept: string };
  /** Back to pay the same order again (the review, or the first step not finished). */
  onTryAgain: () => void;
  /** From `useDiscardOrder`; without it there is nothing to discard (e.g. a quotation). */
  discard?: DiscardOrder;
}) {
  const { t } = useTranslation('screens');
  const discarding = discard?.discarding ?? false;
  return (
    <div className={styles.page}>
      <PageTitle>{texts.title}</PageTitle>
      <div className={`${styles.section} ${styles.failure}`}>
        <p>
          <strong>{t('errors.40011')}</strong>
        </p>
        {texts.orderNo && <p>{texts.orderNo}</p>}
        <p>{texts.kept}</p>
        <div className={styles.actions}>
          {discard && (
            <Button variant="secondary" onClick={discard.discard} loading={discarding}>
              {t('booking.discard')}
            </Button>
          )}
          <Button onClick={onTryAgain} disabled={discarding}>
            {t('booking.tryPaymentAgain')}
          </Button>
        </div>
      </div>
    </div>
  );
}
