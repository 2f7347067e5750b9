import { payPlacedSpineOrder } from '@portal/shared/bookings/pay-placed-order';
import { PlacedOrderPayment } from '@portal/shared/bookings/placed-order-payment';
import { usePlacedOrderCheckout } from '@portal/shared/bookings/use-placed-order-checkout';
import { useTranslation } from '@portal/shared/i18n';
import type { BookingPaySpine, DetailedOrder } from '@portal/shared/remote';
import { Button } from '@portal/shared/ui';
import { NAMESPACE } from '../../../namespace';

export interface PayNowFormProps {
  order: DetailedOrder;
  /** The service's spine calls for paying (`paySpineOf` of its `./booking-detail` module). */
  spine: BookingPaySpine;
  /** The time to pay ran out while paying: the page reads the booking again ('Booking Expired'). */
  onExpired: () => void;
  /** Not now: the panel closes. */
  onClose: () => void;
}

/**
 * The payment panel of Pay now: the shared form that pays an order placed earlier, with the
 * account's words. Its own module, loaded when the panel opens: the card fields and the post to the
 * payment host are not downloaded with every booking's page.
 */
export function PayNowForm({ order, spine, onExpired, onClose }: PayNowFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const checkout = usePlacedOrderCheckout({
    pay: (card) => payPlacedSpineOrder(spine, order, card),
    cardIdPrefix: 'booking-pay-card',
    onExpired,
  });
  return (
    <PlacedOrderPayment
      checkout={checkout}
      total={order.total}
      currency={order.currency}
      idPrefix="booking-pay"
      failureTitle={t('bookings.pay.failedTitle')}
      secondaryAction={
        <Button variant="secondary" disabled={checkout.stage !== 'form'} onClick={onClose}>
          {t('bookings.pay.close')}
        </Button>
      }
    />
  );
}
