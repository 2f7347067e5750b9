import {
  type PayPlacedOrderResult,
  type PlacedOrderCard,
  proofForSavedCard,
} from '@portal/shared/bookings/pay-placed-order';
import { BOOKING_SERVICES, ErrorCode } from '@portal/shared/contracts';
import {
  type TransportOrder,
  transportIsOrderExpired,
  transportOrder,
  transportPayManualBooking,
  transportPayManualBookingToken,
  transportSpine,
} from '@portal/shared/contracts/transport';
import { type ApiOutcome, callApi } from '@portal/shared/http';
import { translateError } from '@portal/shared/i18n';
import { payWithHost } from '@portal/shared/payments';

export type QuoteState = { expired: true; order: null } | { expired: false; order: TransportOrder };

/**
 * The quoted request: first whether it is past its deadline (`/transport/is-order-expired`, which
 * expires it if so), then the order itself (`/order/limo-detail`).
 */
export async function readQuote(orderNo: string, signal: AbortSignal): Promise<ApiOutcome<QuoteState>> {
  const expiry = await callApi(transportIsOrderExpired, { orderNo }, { signal });
  if (!expiry.ok) return expiry;
  if (expiry.result.expired) return { ok: true, result: { expired: true, order: null } };
  const order = await callApi(transportOrder, { orderNo }, { signal });
  if (!order.ok) return order;
  return { ok: true, result: { expired: false, order: order.result } };
}

/**
 * Pays a quoted request: a saved card after the password again (`verify-pwd` on the order's uuid,
 * then `pay-manual-booking/token`), a new card on the host's page (`pay-manual-booking`). The note
 * for the return names a manual booking (`isNormal` false), so the return finishes it with
 * `finish-manual-booking`. Rejects only on a connection failure.
 */
export async function payQuote(
  order: Pick<TransportOrder, 'orderNo' | 'uuid'>,
  card: PlacedOrderCard,
): Promise<PayPlacedOrderResult> {
  const { orderNo, uuid } = order;
  let proof: string | null = null;
  if (card.kind === 'saved') {
    const verified = await proofForSavedCard(transportSpine.verifyPwd, uuid, card.password);
    if (verified.kind !== 'proof') return verified;
    proof = verified.proof;
  }
  let expired = false;
  const result = await payWithHost({
    openSession: async () => {
      const opened =
        card.kind === 'saved' && proof
          ? await callApi(transportPayManualBookingToken, { orderNo, cardId: card.cardId, proof })
          : await callApi(transportPayManualBooking, { orderNo });
      if (!opened.ok) {
        expired = opened.errorCode === ErrorCode.BOOKING_EXPIRED;
        return opened;
      }
      return { ok: true, result: opened.result.payment };
    },
    card: card.kind === 'saved' ? { kind: 'saved' } : { kind: 'new', values: card.values },
    pending: {
      kind: 'booking',
      info: {
        uuid,
        orderNo,
        type: BOOKING_SERVICES.transport.type,
        isNormal: false,
        // Not a new booking: a failed payment comes back with isWhat 1.
        currentType: 1,
      },
    },
  });
  if (expired) return { kind: 'expired' };
  if (result.kind === 'apiError')
    return { ...result, message: translateError(result.errorCode, result.message) };
  return result;
}
