import { useTranslation } from '@portal/shared/i18n';
import { documentTitle } from '@portal/shared/ui';
import { useEffect, useId, useRef } from 'react';
import styles from './secure-checkout-box.module.css';

export interface SecureCheckoutBoxProps {
  /** 1 when the box is the whole page (the return on home, the default), 2 inside a wizard's step. */
  headingLevel?: 1 | 2;
}

/**
 * The 'Secure Checkout' wait while a payment is being sent or verified. It takes the focus when it
 * appears, so keyboard and screen-reader users learn at once that the page is busy and why.
 */
export function SecureCheckoutBox({ headingLevel = 1 }: SecureCheckoutBoxProps) {
  const { t } = useTranslation('checkout');
  const titleId = useId();
  const boxRef = useRef<HTMLElement>(null);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const title = t('payment.secureCheckout.title');

  useEffect(() => {
    if (headingLevel === 1) document.title = documentTitle(title);
  }, [headingLevel, title]);

  useEffect(() => {
    boxRef.current?.focus();
  }, []);

  return (
    <section
      ref={boxRef}
      className={styles.box}
      role="status"
      aria-live="polite"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <span className={styles.spinner} aria-hidden="true" />
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      <p className={styles.message}>{t('payment.secureCheckout.wait')}</p>
      <p className={styles.message}>{t('payment.secureCheckout.stay')}</p>
    </section>
  );
}
