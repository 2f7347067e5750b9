import { DEFAULT_LANGUAGE, type Language } from '@portal/shared/contracts';
import { TRANSPORT_RULES } from '@portal/shared/contracts/transport-values';
import { formatMoney } from '@portal/shared/money';
import { TRANSPORT_MIN_HOURS_AHEAD } from '@portal/shared/validation';
import { TRANSPORT_CURRENCY } from '../transport/transport-catalogue';

/**
 * The service and cancellation terms of the portal, in one place: the booking code applies them,
 * and the FAQ, booking review, confirmation email and booking detail show them from here, so the
 * rules and the texts cannot drift apart (DESIGN §6).
 *
 * The specification records two readings of the refund deadline (12 and 24 hours); the portal
 * uses 24 hours, configurable per programme later through `policyForProgramme`.
 */
export interface ServicePolicy {
  cancellation: {
    /** Cancel online, with a full refund or the entitlement returned, until this many hours before the service. */
    freeCancellationHours: number;
    /** Refunds reach the card within this range of business days. */
    refundBusinessDays: { min: number; max: number };
  };
  quotation: {
    /** An unpaid quotation (booking request) expires this many hours before the service. */
    expiresHoursBefore: number;
    /** Operators answer a pending booking request within this many hours. */
    replyWithinHours: number;
  };
  /** Bookings are made at least this many hours ahead. */
  leadTimeHours: { transport: number; airportAssistant: number };
  transport: {
    /** Free waiting after the flight's actual arrival, for airport pick-ups. */
    arrivalWaitingMinutes: number;
    /** Free waiting for every other pick-up. */
    otherWaitingMinutes: number;
    /** The price of waiting beyond the free waiting time: `amount` (minor units) per `perMinutes`. */
    extraWaiting: { amount: number; currency: string; perMinutes: number };
    /** Driver and car details are sent this many hours before pick-up. */
    driverDetailsHoursBefore: number;
    /** Out-of-hours surcharge (local time of the pick-up). */
    outOfHoursSurcharge: { percent: number; from: string; until: string };
    maxChildSeats: number;
  };
  airportAssistant: {
    /** Surcharge (at least) for night hours, weekends and public holidays. */
    surcharge: { minPercent: number; from: string; until: string };
  };
  /**
   * A booking's flight disrupted, as the flight schedule reports it (the flight-disruption job
   * applies this). It is not the cardholder's doing, so the free-cancellation deadline plays no part
   * when `fullRefund` is set. The FAQ ('flight-cancelled-or-delayed') and the terms say what the
   * default does.
   */
  flightDisruption: {
    cancelled: {
      /** The booking is cancelled with its whole payment refunded (else only before the deadline). */
      fullRefund: boolean;
      /** The complimentary uses the booking took are returned. */
      usesReturned: boolean;
    };
    delayed: {
      /** A Transport pick-up at the flight's arrival moves by the delay (and back when it is on time again). */
      transportPickupFollowsArrival: boolean;
    };
    /** The flights of upcoming bookings are checked this often. */
    checkEveryMinutes: number;
  };
}

export const DEFAULT_SERVICE_POLICY: ServicePolicy = Object.freeze({
  cancellation: { freeCancellationHours: 24, refundBusinessDays: { min: 7, max: 14 } },
  quotation: { expiresHoursBefore: 12, replyWithinHours: 24 },
  leadTimeHours: { transport: TRANSPORT_MIN_HOURS_AHEAD, airportAssistant: 72 },
  transport: {
    arrivalWaitingMinutes: TRANSPORT_RULES.freeWaitingMinutes.fromAirport,
    otherWaitingMinutes: TRANSPORT_RULES.freeWaitingMinutes.other,
    extraWaiting: { amount: 1_000, currency: TRANSPORT_CURRENCY, perMinutes: 15 },
    driverDetailsHoursBefore: TRANSPORT_RULES.driverDetailsHoursBefore,
    outOfHoursSurcharge: { percent: 20, from: '21:00', until: '08:00' },
    maxChildSeats: 1,
  },
  airportAssistant: { surcharge: { minPercent: 50, from: '21:00', until: '07:00' } },
  flightDisruption: {
    cancelled: { fullRefund: true, usesReturned: true },
    delayed: { transportPickupFollowsArrival: true },
    checkEveryMinutes: 5,
  },
});

/** The policy of a programme; every programme uses the default until one is configured. */
export const policyForProgramme = (_programmeCode?: string): ServicePolicy => DEFAULT_SERVICE_POLICY;

const HOUR_MS = 3_600_000;

/** Until when a booking for `serviceAt` can be cancelled online with a full refund. */
export const freeCancellationDeadline = (serviceAt: Date, policy = DEFAULT_SERVICE_POLICY): Date =>
  new Date(serviceAt.getTime() - policy.cancellation.freeCancellationHours * HOUR_MS);

/** Can the user still cancel online (full refund or entitlement returned)? Instants, so time zones cannot skew it. */
export const canCancelOnline = (serviceAt: Date, now: Date = new Date(), policy = DEFAULT_SERVICE_POLICY) =>
  now.getTime() < freeCancellationDeadline(serviceAt, policy).getTime();

/**
 * Does a booking for `serviceAt` whose flight was cancelled get its payment back? In full whatever
 * the time left, by default; else only before the free-cancellation deadline, as a cancel would.
 */
export const flightCancellationRefunds = (
  serviceAt: Date,
  now: Date = new Date(),
  policy = DEFAULT_SERVICE_POLICY,
): boolean => policy.flightDisruption.cancelled.fullRefund || canCancelOnline(serviceAt, now, policy);

/**
 * The pick-up at a flight's arrival when the flight lands `delayMinutes` late (0: on time): the
 * booked pick-up moved by the delay, or left as booked when the policy does not follow delays.
 */
export const pickupAfterDelay = (
  bookedPickup: Date,
  delayMinutes: number,
  policy = DEFAULT_SERVICE_POLICY,
): Date =>
  policy.flightDisruption.delayed.transportPickupFollowsArrival
    ? new Date(bookedPickup.getTime() + delayMinutes * 60_000)
    : bookedPickup;

/** When an unpaid quotation for `serviceAt` expires. */
export const quotationExpiresAt = (serviceAt: Date, policy = DEFAULT_SERVICE_POLICY): Date =>
  new Date(serviceAt.getTime() - policy.quotation.expiresHoursBefore * HOUR_MS);

/**
 * The policy's numbers by name, for texts with `{placeholders}` (FAQ answers, emails). Durations
 * in hours where the texts speak of hours; prices in `language`'s format (`formatMoney`: "USD 10.00", "10,00 USD").
 */
export const policyPlaceholders = (
  policy: ServicePolicy = DEFAULT_SERVICE_POLICY,
  language: Language = DEFAULT_LANGUAGE,
): Record<string, string> => ({
  freeCancellationHours: String(policy.cancellation.freeCancellationHours),
  refundMinDays: String(policy.cancellation.refundBusinessDays.min),
  refundMaxDays: String(policy.cancellation.refundBusinessDays.max),
  quotationExpiryHours: String(policy.quotation.expiresHoursBefore),
  pendingReplyHours: String(policy.quotation.replyWithinHours),
  transportLeadHours: String(policy.leadTimeHours.transport),
  assistantLeadHours: String(policy.leadTimeHours.airportAssistant),
  arrivalWaitingMinutes: String(policy.transport.arrivalWaitingMinutes),
  otherWaitingMinutes: String(policy.transport.otherWaitingMinutes),
  extraWaitingPrice: formatMoney(
    policy.transport.extraWaiting.amount,
    policy.transport.extraWaiting.currency,
    language,
  ),
  extraWaitingMinutes: String(policy.transport.extraWaiting.perMinutes),
  driverDetailsHours: String(policy.transport.driverDetailsHoursBefore),
  transportSurchargePercent: String(policy.transport.outOfHoursSurcharge.percent),
  transportSurchargeFrom: policy.transport.outOfHoursSurcharge.from,
  transportSurchargeUntil: policy.transport.outOfHoursSurcharge.until,
  maxChildSeats: String(policy.transport.maxChildSeats),
  assistantSurchargePercent: String(policy.airportAssistant.surcharge.minPercent),
  assistantSurchargeFrom: policy.airportAssistant.surcharge.from,
  assistantSurchargeUntil: policy.airportAssistant.surcharge.until,
  flightCheckMinutes: String(policy.flightDisruption.checkEveryMinutes),
});
