import { SERVICE_POLICY, type ServicePolicy } from './service-policy';

/**
 * The service policy's rules on instants, so time zones and daylight-saving changes cannot skew
 * them: a deadline some hours before the service counts real hours, whatever the wall clock does.
 * Each takes the policy to apply, the portal's `SERVICE_POLICY` by default.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Is `serviceAt` at least `hours` ahead of `now`? Instants, so time zones and DST cannot skew it. */
export const isAtLeastHoursAhead = (serviceAt: Date, hours: number, now: Date = new Date()): boolean =>
  serviceAt.getTime() - now.getTime() >= hours * HOUR_MS;

/** Is `serviceAt` at least `minutes` ahead of `now` (on instants)? */
export const isAtLeastMinutesAhead = (serviceAt: Date, minutes: number, now: Date = new Date()): boolean =>
  serviceAt.getTime() - now.getTime() >= minutes * MINUTE_MS;

/** `at` moved by `minutes` (negative: earlier). */
export const minutesFrom = (at: Date, minutes: number): Date => new Date(at.getTime() + minutes * MINUTE_MS);

/** `at` moved by `hours` (negative: earlier). */
const hoursFrom = (at: Date, hours: number): Date => new Date(at.getTime() + hours * HOUR_MS);

/** Until when a booking for `serviceAt` can be cancelled online with a full refund. */
export const freeCancellationDeadline = (serviceAt: Date, policy: ServicePolicy = SERVICE_POLICY): Date =>
  hoursFrom(serviceAt, -policy.cancellation.freeCancellationHours);

/** Can the user still cancel online (full refund or entitlement returned)? Instants, so time zones cannot skew it. */
export const canCancelOnline = (
  serviceAt: Date,
  now: Date = new Date(),
  policy: ServicePolicy = SERVICE_POLICY,
): boolean => now.getTime() < freeCancellationDeadline(serviceAt, policy).getTime();

/** When an unpaid quotation for `serviceAt` expires. */
export const quotationExpiresAt = (serviceAt: Date, policy: ServicePolicy = SERVICE_POLICY): Date =>
  hoursFrom(serviceAt, -policy.quotation.expiresHoursBefore);
