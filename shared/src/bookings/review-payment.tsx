import type { OrderReview } from '@portal/shared/contracts/bookings';
import { useTranslation } from '@portal/shared/i18n';
import { CardChoiceSection } from '@portal/shared/payments';
import { Alert, Button } from '@portal/shared/ui';
import { TextField } from '@portal/shared/ui/fields';
import type { ReactNode } from 'react';
import styles from './booking-page.module.css';
import { formatMoney } from './format';
import type { useSpineCheckout } from './use-spine-checkout';

/**
 * The review step's form, the same for every service (decision 0007): the price-changed notice, a
 * failed attempt, the card (when something is due), the password, then Confirm or Pay. The
 * service gives its ids and the way back to its details (a draft that cannot be placed).
 * Texts: `common:booking.*`.
 */
export function ReviewPayment({
  checkout,
  review,
  idPrefix,
  restartLink,
}: {
  checkout: ReturnType<typeof useSpineCheckout>;
  review: Pick<OrderReview, 'total' | 'currency' | 'reason'>;
  /** The service's id prefix, e.g. `fast-track` (the password field is `fast-track-password`). */
  idPrefix: string;
  /** Shown after a failure that needs the booking saved again (a link to the service's details). */
  restartLink: ReactNode;
}) {
  const { t, i18n } = useTranslation('screens');
  const { stage, held, due, failure, card } = checkout;
  const money = (minor: number) => formatMoney(minor, review.currency, i18n.language);
  const passwordHint =
    due === 0
      ? t('booking.passwordForUse')
      : review.reason === 'covered' && !held
        ? t('booking.passwordForUseAndPay')
        : t('booking.passwordToPay');
  let submitLabel = t('booking.confirm');
  if (held) submitLabel = t('booking.confirmAndPay', { amount: money(due) });
  else if (due > 0) submitLabel = t('booking.pay', { amount: money(due) });

  return (
    <form
      ref={checkout.formRef}
      className={styles.form}
      onSubmit={checkout.onSubmit}
      noValidate
      aria-busy={stage === 'working' || undefined}
    >
      {held && (
        <div ref={checkout.noticeRef} tabIndex={-1} className={styles.notice}>
          <Alert tone="warning" title={t('booking.priceChangedTitle')} assertive>
            {/* More: the last use went elsewhere. Less: the order kept a use the review no longer counts. */}
            {t(held.order.total > review.total ? 'booking.priceChanged' : 'booking.priceDiffers', {
              amount: money(held.order.total),
              before: money(review.total),
            })}
          </Alert>
        </div>
      )}
      {failure && (
        <Alert tone="error" title={failure.title}>
          {failure.message}
          {failure.restart && <> {restartLink}</>}
        </Alert>
      )}
      {due > 0 && <CardChoiceSection newCard={card.fieldProps} onChoice={checkout.setChoice} />}
      <TextField
        id={`${idPrefix}-password`}
        type="password"
        name="password"
        label={t('booking.password')}
        hint={passwordHint}
        autoComplete="current-password"
        value={checkout.password}
        error={checkout.passwordError ? t(checkout.passwordError) : null}
        onChange={(event) => checkout.setPassword(event.target.value)}
        required
      />
      <div className={styles.actions}>
        <Button type="submit" loading={stage === 'working'}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
