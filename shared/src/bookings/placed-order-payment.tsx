import { useTranslation } from '@portal/shared/i18n';
import { CardChoiceSection, SecureCheckoutBox } from '@portal/shared/payments';
import { Alert, Button } from '@portal/shared/ui';
import { TextField } from '@portal/shared/ui/fields';
import type { ReactNode } from 'react';
import styles from './booking-page.module.css';
import { formatMoney } from './format';
import type { PlacedOrderCheckout } from './use-placed-order-checkout';

export interface PlacedOrderPaymentProps {
  checkout: PlacedOrderCheckout;
  /** What is due (minor units) and its currency: the Pay button says it. */
  total: number;
  currency: string;
  /** The password field's id is `<idPrefix>-password`. */
  idPrefix: string;
  /** The title of a refused payment, in the page's words ('Payment Failed'). */
  failureTitle: string;
  /** Beside Pay, e.g. a button that closes the panel. */
  secondaryAction?: ReactNode;
}

/**
 * The form that pays an order placed earlier (`usePlacedOrderCheckout`), the same for every
 * service: a refusal, the card (saved or new), the password for a saved card, then Pay; while the
 * browser leaves for the host, the Secure Checkout box. No frame of its own: the page places it.
 * Texts: `common:booking.*`.
 */
export function PlacedOrderPayment({
  checkout,
  total,
  currency,
  idPrefix,
  failureTitle,
  secondaryAction,
}: PlacedOrderPaymentProps) {
  const { t, i18n } = useTranslation('screens');
  const { stage, failure, card } = checkout;
  if (stage === 'leaving') return <SecureCheckoutBox headingLevel={2} />;
  return (
    <form
      ref={checkout.formRef}
      className={styles.placedPayment}
      onSubmit={checkout.onSubmit}
      noValidate
      aria-busy={stage === 'working' || undefined}
    >
      {failure && (
        <Alert tone="error" title={failureTitle}>
          {failure}
        </Alert>
      )}
      <CardChoiceSection newCard={card.fieldProps} onChoice={checkout.setChoice} />
      {checkout.choice?.kind === 'saved' && (
        <TextField
          id={`${idPrefix}-password`}
          type="password"
          name="password"
          label={t('booking.password')}
          hint={t('booking.passwordToPay')}
          autoComplete="current-password"
          value={checkout.password}
          error={checkout.passwordError ? t(checkout.passwordError) : null}
          onChange={(event) => checkout.setPassword(event.target.value)}
          required
        />
      )}
      <div className={styles.actions}>
        {secondaryAction}
        <Button type="submit" loading={stage === 'working'}>
          {t('booking.pay', { amount: formatMoney(total, currency, i18n.language) })}
        </Button>
      </div>
    </form>
  );
}
