import { formatMoney } from '@portal/shared/bookings/format';
import { useTranslation } from '@portal/shared/i18n';
import type { BookingPaySpine, DetailedOrder } from '@portal/shared/remote';
import { buttonClassName, Spinner } from '@portal/shared/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { NAMESPACE } from '../../../namespace';
import styles from '../bookings.module.css';

const PayNowForm = lazy(() => import('./pay-now-form').then((module) => ({ default: module.PayNowForm })));

const TITLE_ID = 'booking-pay-title';

export interface PayNowSectionProps {
  order: DetailedOrder;
  /** The service's spine calls for paying (`paySpineOf` of its `./booking-detail` module). */
  spine: BookingPaySpine;
  /** The time to pay ran out while paying: the page reads the booking again ('Booking Expired'). */
  onExpired: () => void;
}

/**
 * Pay now, for an unpaid booking whose card payment did not finish: the amount and a button that
 * opens the payment panel (saved or new card, the password for a saved card, Pay). Paying leaves
 * for the payment host, and the return goes through the service's result page as from its wizard.
 * Opening moves the focus to the panel's heading; closing it, back to the button.
 */
export function PayNowSection({ order, spine, onExpired }: PayNowSectionProps) {
  const { t, i18n } = useTranslation([NAMESPACE, 'common']);
  const [open, setOpen] = useState(false);
  const toggled = useRef(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!toggled.current) return;
    if (open) titleRef.current?.focus();
    else openRef.current?.focus();
  }, [open]);

  const toggle = (next: boolean) => {
    toggled.current = true;
    setOpen(next);
  };

  return (
    <section className={styles.section} aria-labelledby={TITLE_ID}>
      <h2 id={TITLE_ID} ref={titleRef} tabIndex={-1} className={styles.sectionTitle}>
        {t('bookings.pay.title')}
      </h2>
      <p>{t('bookings.pay.intro', { amount: formatMoney(order.total, order.currency, i18n.language) })}</p>
      {open ? (
        <Suspense fallback={<Spinner label={t('common:loading')} />}>
          <PayNowForm order={order} spine={spine} onExpired={onExpired} onClose={() => toggle(false)} />
        </Suspense>
      ) : (
        <div className={styles.actions}>
          {/* A plain button: the kit's Button takes no ref, and the focus comes back here on closing. */}
          <button ref={openRef} type="button" className={buttonClassName()} onClick={() => toggle(true)}>
            {t('bookings.pay.open')}
          </button>
        </div>
      )}
    </section>
  );
}
