import { ErrorCode } from '@portal/shared/contracts';
import type { BookingSpine } from '@portal/shared/contracts/bookings';
import { callApi } from '@portal/shared/http';
import { translateError } from '@portal/shared/i18n';

export type ResendOutcome =
  | { kind: 'sent' }
  /** Asked too often for this booking (a few times an hour). */
  | { kind: 'rateLimited' }
  | { kind: 'failed'; message: string }
  /** Session ended or connection failure already shown by the http client. */
  | { kind: 'gone' };

/** Sends the booking's confirmation mail again, through its service's spine. */
export async function resendConfirmation(
  spine: Pick<BookingSpine, 'resendConfirmEmail'>,
  orderNo: string,
): Promise<ResendOutcome> {
  try {
    const outcome = await callApi(spine.resendConfirmEmail, { orderNo });
    if (outcome.ok) return { kind: 'sent' };
    if (outcome.errorCode === ErrorCode.RATE_LIMITED) return { kind: 'rateLimited' };
    if (outcome.errorCode === ErrorCode.SESSION_EXPIRED) return { kind: 'gone' };
    return { kind: 'failed', message: translateError(outcome.errorCode, outcome.message) };
  } catch {
    return { kind: 'gone' };
  }
}
