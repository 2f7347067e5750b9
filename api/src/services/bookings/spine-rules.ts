import { createHash } from 'node:crypto';
import { ErrorCode } from '@portal/shared/contracts';
import type { CancellationTerms } from '@portal/shared/contracts/bookings';
import { usesTakenBy } from '@portal/shared/contracts/complimentary-uses';
import { localDateTime } from '@portal/shared/time';
import { AppError } from '../../lib/app-error';
import { RETRY_DELAYS_MS } from '../jobs/retry-schedule';
import { freeCancellationDeadline, type ServicePolicy } from '../policy/cancellation-policy';
import type { Quote } from './booking-module';
import type { OrderRow } from './orders-repository';

/** A password re-check proof is good for this long, once. */
export const PROOF_SECONDS = 300;

/** How often one order's confirmation may be sent again. */
export const RESEND_LIMIT = { max: 3, windowSeconds: 3600 };

/** The recurring sweep: completes past orders, expires what the per-order jobs missed. */
export const SWEEP_JOB = 'bookings.sweep';
export const SWEEP_EVERY_MS = 5 * 60_000;
/** A paid order counts as completed this long after its service time. */
export const COMPLETE_AFTER_MS = 60 * 60_000;

/** The job that ends an unpaid order's hold when its time to pay has passed. */
export const EXPIRE_UNPAID_JOB = 'bookings.expire-unpaid';

/**
 * The job that makes a refund a cancellation owes (keyed by the refund's id). The cancel asks the
 * host at once; the job is the safety net, due after the cancel's own attempt has surely ended, then
 * retried on the jobs' back-off schedule and, past its last step, every `REFUND_RETRY_AT_LAST_MS`
 * for as long as the host does not confirm.
 */
export const REFUND_JOB = 'bookings.refund';
export const REFUND_FIRST_RUN_MS = 60_000;
export const REFUND_RETRY_AT_LAST_MS = RETRY_DELAYS_MS[RETRY_DELAYS_MS.length - 1] ?? 6 * 3_600_000;

/** How an unpaid order is paid: a new card on the host's page, or a saved card with the password's proof. */
export interface PayOptions {
  cardId?: number;
  proof?: string;
}

export const hashProof = (proof: string) => createHash('sha256').update(proof).digest('base64url');

/** The programme year a booking counts in: the calendar year of the service at the airport. */
export const programmeYear = (quote: Pick<Quote, 'serviceAt' | 'timeZone'>): number =>
  Number(localDateTime(quote.serviceAt, quote.timeZone).date.slice(0, 4));

export const cancellationTerms = (serviceAt: Date, policy: ServicePolicy): CancellationTerms => ({
  freeUntil: freeCancellationDeadline(serviceAt, policy).toISOString(),
  freeCancellationHours: policy.cancellation.freeCancellationHours,
  refundBusinessDays: policy.cancellation.refundBusinessDays,
});

export const incomplete = () => new AppError(ErrorCode.BOOKING_INCOMPLETE);

/**
 * The complimentary uses an order took (what the bookings list shows, and what its cancellation or
 * expiry gives back): what its price lines say, none when it holds no programme year's uses.
 */
export const usesReturnedBy = (order: Pick<OrderRow, 'entitlementYear' | 'priceLines'>): number =>
  order.entitlementYear !== null ? usesTakenBy(order.priceLines) : 0;
