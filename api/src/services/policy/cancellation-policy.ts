import { canCancelOnline, minutesFrom, SERVICE_POLICY, type ServicePolicy } from '@portal/shared/policy';

/**
 * The API's side of the service policy (`@portal/shared/policy`, decision 0017): which policy a
 * programme follows and the rules the booking code applies with it. The numbers are the shared
 * policy's only; the FAQ, the terms, the booking review, the confirmation email and the booking
 * detail show them from there, so the rules and the texts cannot drift apart (DESIGN §6).
 */
export {
  canCancelOnline,
  freeCancellationDeadline,
  policyPlaceholders,
  quotationExpiresAt,
  type ServicePolicy,
} from '@portal/shared/policy';

/** The policy the API applies when no other is given (the shared `SERVICE_POLICY`). */
export const DEFAULT_SERVICE_POLICY: ServicePolicy = SERVICE_POLICY;

/** The policy of a programme; every programme uses the default until one is configured. */
export const policyForProgramme = (_programmeCode?: string): ServicePolicy => DEFAULT_SERVICE_POLICY;

/**
 * Does a booking for `serviceAt` whose flight was cancelled get its payment back? In full whatever
 * the time left, by default; else only before the free-cancellation deadline, as a cancel would.
 */
export const flightCancellationRefunds = (
  serviceAt: Date,
  now: Date = new Date(),
  policy: ServicePolicy = DEFAULT_SERVICE_POLICY,
): boolean => policy.flightDisruption.cancelled.fullRefund || canCancelOnline(serviceAt, now, policy);

/**
 * The pick-up at a flight's arrival when the flight lands `delayMinutes` late (0: on time): the
 * booked pick-up moved by the delay, or left as booked when the policy does not follow delays.
 */
export const pickupAfterDelay = (
  bookedPickup: Date,
  delayMinutes: number,
  policy: ServicePolicy = DEFAULT_SERVICE_POLICY,
): Date =>
  policy.flightDisruption.delayed.transportPickupFollowsArrival
    ? minutesFrom(bookedPickup, delayMinutes)
    : bookedPickup;
