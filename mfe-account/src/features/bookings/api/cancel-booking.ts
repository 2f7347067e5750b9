import { ErrorCode } from '@portal/shared/contracts';
import type { BookingSpine } from '@portal/shared/contracts/bookings';
import { callApi } from '@portal/shared/http';
import { translateError } from '@portal/shared/i18n';

export type CancelOutcome =
  | { kind: 'cancelled'; refunded: number; currency: string; usesReturned: number }
  /** Past the online deadline: only support can change it now, at this number. */
  | { kind: 'closed'; phone: string | null }
  | { kind: 'failed'; message: string }
  /** The session ended (the http client has sent the user to /page-timeout) or the connection failed and the user closed its dialog. */
  | { kind: 'gone' };

/** Cancels a booking through its service's spine (`GET /cip/cancel-booking`, …). */
export async function cancelBooking(
  spine: Pick<BookingSpine, 'cancelBooking'>,
  orderNo: string,
): Promise<CancelOutcome> {
  try {
    const outcome = await callApi(spine.cancelBooking, { orderNo });
    if (outcome.ok) {
      const { refunded, currency, usesReturned } = outcome.result;
      return { kind: 'cancelled', refunded, currency, usesReturned };
    }
    if (outcome.errorCode === ErrorCode.CANCELLATION_CLOSED) {
      const phone = outcome.details?.phone;
      return { kind: 'closed', phone: typeof phone === 'string' ? phone : null };
    }
    if (outcome.errorCode === ErrorCode.SESSION_EXPIRED) return { kind: 'gone' };
    return { kind: 'failed', message: translateError(outcome.errorCode, outcome.message) };
  } catch {
    return { kind: 'gone' };
  }
}
