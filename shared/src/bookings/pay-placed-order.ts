import { ErrorCode } from '@portal/shared/contracts';
import type { BookingSpine } from '@portal/shared/contracts/bookings';
import { callApi } from '@portal/shared/http';
import { translateError } from '@portal/shared/i18n';
import { type NewCardValues, type PayWithHostResult, payWithHost } from '@portal/shared/payments';
import { clearAllDrafts } from '@portal/shared/stores';
import { spineBookingNote } from './pay-spine-order';

/** How an order placed earlier is paid: a saved card after the password again, or a new card. */
export type PlacedOrderCard =
  | { kind: 'saved'; cardId: number; password: string }
  | { kind: 'new'; values: NewCardValues };

export type PayPlacedOrderResult =
  | PayWithHostResult
  /** The password re-check failed: the password field's message. */
  | { kind: 'wrongPassword' }
  /** BOOKING_EXPIRED: its time to pay ran out meanwhile. */
  | { kind: 'expired' };

/**
 * The password re-check before a saved card pays an order placed earlier (`verifyPwd` on the
 * order's uuid): its proof, or what to tell the user.
 */
export async function proofForSavedCard(
  verifyPwd: BookingSpine['verifyPwd'],
  uuid: string,
  password: string,
): Promise<{ kind: 'proof'; proof: string } | PayPlacedOrderResult> {
  const verified = await callApi(verifyPwd, { uuid, password });
  if (verified.ok) return { kind: 'proof', proof: verified.result.proof };
  if (verified.errorCode === ErrorCode.PASSWORD_INCORRECT) return { kind: 'wrongPassword' };
  // An expired session has already been sent to /page-timeout by the http client.
  if (verified.errorCode === ErrorCode.SESSION_EXPIRED) return { kind: 'connection' };
  return {
    kind: 'apiError',
    errorCode: verified.errorCode,
    message: translateError(verified.errorCode, verified.message),
  };
}

/**
 * Pays an unpaid order the spine placed earlier (Pay now, decision 0007): a saved card after the
 * password again (`verifyPwd` on the order's uuid, then `payBooking` with the proof and the card),
 * a new card on the host's page (`payBooking`, then the card from the browser to the host only).
 * The note for the return is the wizard's (`spineBookingNote`), so the service's `./payment-return`
 * finishes it and shows its result page. That page takes the order from its wizard's draft when the
 * address does not name one: leaving for the host, the drafts are cleared (as leaving for the menu
 * does), so it can never show, or discard, another booking. Rejects only on a connection failure.
 */
export async function payPlacedSpineOrder(
  spine: Pick<BookingSpine, 'service' | 'verifyPwd' | 'payBooking'>,
  order: { orderNo: string; uuid: string },
  card: PlacedOrderCard,
): Promise<PayPlacedOrderResult> {
  const { orderNo, uuid } = order;
  let input: { orderNo: string; cardId?: number; proof?: string } = { orderNo };
  if (card.kind === 'saved') {
    const verified = await proofForSavedCard(spine.verifyPwd, uuid, card.password);
    if (verified.kind !== 'proof') return verified;
    input = { orderNo, cardId: card.cardId, proof: verified.proof };
  }
  let expired = false;
  const result = await payWithHost({
    openSession: async () => {
      const opened = await callApi(spine.payBooking, input);
      if (!opened.ok) {
        expired = opened.errorCode === ErrorCode.BOOKING_EXPIRED;
        return opened;
      }
      return { ok: true, result: opened.result.payment };
    },
    card: card.kind === 'saved' ? { kind: 'saved' } : { kind: 'new', values: card.values },
    pending: spineBookingNote(spine.service, uuid, orderNo),
  });
  if (expired) return { kind: 'expired' };
  if (result.kind === 'redirect') clearAllDrafts();
  if (result.kind === 'apiError')
    return { ...result, message: translateError(result.errorCode, result.message) };
  return result;
}
