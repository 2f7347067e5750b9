/**
 * The booking spine's contracts, the same for every service (DESIGN §6a): what a review shows, the
 * password re-check, placing the order, finishing its payment and cancelling it. Each service
 * defines its own paths from these with `defineBookingSpine` (Fast Track: `/cip/verify-pwd`, …) and
 * adds its own search and detail calls. Imported as `@portal/shared/contracts/bookings`.
 */
import { z } from 'zod';
import { LOCAL_DATE_PATTERN, LOCAL_TIME_PATTERN } from '../../time/zoned-time';
import {
  databaseIdSchema,
  hostReferenceSchema,
  multilineTextSchema,
  rawTextSchema,
  textSchema,
} from '../../validation/safe-text-schema';
import { BOOKING_SERVICES, type BookingService } from '../booking-services';
import { defineEndpoint } from '../endpoint';
import { BOOKING_NOTES_MAX, WELCOME_SIGN_MAX } from './booking-values';
import { paymentSessionSchema } from './payments';
import { passwordAttemptSchema } from './session';

/** The specification's booking uuid: the wizard's draft on the server, then its order. */

/**
 * How the one who meets the passenger knows them (Airport Assistant's greeter, Transport's driver):
 * booking for someone else, the name on the welcome sign, notes. The fields of `GreetingFields`.
 */
export const greetingShape = {
  bookingForOther: z.union([z.literal(0), z.literal(1)]),
  welcomeSign: textSchema().trim().min(1, 'validation.required').max(WELCOME_SIGN_MAX),
  notes: multilineTextSchema().max(BOOKING_NOTES_MAX).optional(),
};

export const bookingUuidSchema = rawTextSchema().regex(
  /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
  'validation.bookingUuidInvalid',
);

/** Order numbers: the service's prefix and six letters or digits that cannot be misread (no 0/O, 1/I/L, 2/Z, 5/S, 8/B). */
export const ORDER_NO_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
export const ORDER_NO_LENGTH = 6;
const prefixes = Object.values(BOOKING_SERVICES)
  .map((service) => service.orderPrefix)
  .join('|');
export const ORDER_NO_PATTERN = new RegExp(`^(${prefixes})-[${ORDER_NO_ALPHABET}]{${ORDER_NO_LENGTH}}$`);
export const orderNoSchema = rawTextSchema().regex(ORDER_NO_PATTERN, 'validation.orderNoInvalid');

/** Local date as the airport sees it, `YYYY-MM-DD`. */
export const localDateSchema = rawTextSchema().regex(LOCAL_DATE_PATTERN);
/** Local time of day, `HH:mm`. */
export const localTimeSchema = rawTextSchema().regex(LOCAL_TIME_PATTERN);

/**
 * The cardholder's complimentary uses of a service this programme year (`cardInfo` of the
 * specification): `count` left of `total`, by the card level named `level`.
 */
export const cardInfoSchema = z.object({
  count: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  level: z.string(),
  /** The programme year the uses count in (calendar year of the service). */
  year: z.number().int(),
});
export type CardInfo = z.infer<typeof cardInfoSchema>;

export const PRICE_LINE_KINDS = [
  'base',
  'extraPassengers',
  'outOfHours',
  'extraMileage',
  'nightSurcharge',
  'weekendSurcharge',
  'holidaySurcharge',
  'entitlement',
] as const;

/** One line of a price, in minor units; the entitlement line is negative (it takes the base off). */
export const priceLineSchema = z.object({
  kind: z.enum(PRICE_LINE_KINDS),
  amount: z.number().int(),
  /** e.g. 3 passengers × 2500. */
  quantity: z.number().int().positive().optional(),
  unitAmount: z.number().int().optional(),
  /** A surcharge's share of the base, in percent (e.g. 50). */
  percent: z.number().int().positive().optional(),
  /** What the line is for, named (e.g. the public holiday's name, in the airport country's language). */
  detail: z.string().optional(),
});
export type PriceLine = z.infer<typeof priceLineSchema>;

/** A line of `quantity` × `unitAmount` (3 passengers × 2500, 12 km × 150): its amount is the product. */
export const unitPriceLine = (
  kind: (typeof PRICE_LINE_KINDS)[number],
  quantity: number,
  unitAmount: number,
): PriceLine => ({ kind, amount: quantity * unitAmount, quantity, unitAmount });

/**
 * Why the total is what it is, before anything is charged: `covered` by a complimentary use;
 * `noUsesLeft` this year's uses are spent; `notIncluded` the card level has none for this service.
 */
export const PRICE_REASONS = ['covered', 'noUsesLeft', 'notIncluded'] as const;
export type PriceReason = (typeof PRICE_REASONS)[number];

export const cancellationTermsSchema = z.object({
  /** Cancel online with a full refund (or the use returned) until this instant (ISO 8601). */
  freeUntil: z.string(),
  freeCancellationHours: z.number().int().positive(),
  refundBusinessDays: z.object({ min: z.number().int(), max: z.number().int() }),
});
export type CancellationTerms = z.infer<typeof cancellationTermsSchema>;

export const orderReviewSchema = z.object({
  uuid: bookingUuidSchema,
  lines: z.array(priceLineSchema),
  currency: z.string().length(3),
  /** What will be charged (minor units); 0 when covered. */
  total: z.number().int().nonnegative(),
  reason: z.enum(PRICE_REASONS),
  cardInfo: cardInfoSchema,
  /** The service instant (ISO 8601) and the airport's IANA zone, for local time with the zone. */
  serviceAt: z.string(),
  timeZone: z.string(),
  cancellation: cancellationTermsSchema,
});
export type OrderReview = z.infer<typeof orderReviewSchema>;

/** A short-lived, single-use proof that the password was re-checked for this booking. */
export const bookingProofSchema = hostReferenceSchema(64).min(20);

export const ORDER_STATUSES = ['pending', 'unpaid', 'paid', 'cancelled', 'expired', 'completed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Why an order was cancelled: by the cardholder, or because its flight was cancelled. */
export const CANCEL_REASONS = ['cardholder', 'flightCancelled'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export const placedOrderSchema = z.object({
  orderNo: orderNoSchema,
  uuid: bookingUuidSchema,
  /** `paid` when nothing is to be paid (covered): confirmed at once. */
  status: z.enum(['paid', 'unpaid']),
  total: z.number().int().nonnegative(),
  currency: z.string().length(3),
  reason: z.enum(PRICE_REASONS),
  /**
   * True when the total differs from the review's (the last complimentary use went to another
   * booking meanwhile): the page shows the new amount before anything is charged.
   */
  priceChanged: z.boolean(),
  /** Until when an unpaid order holds its place (ISO 8601). */
  payBefore: z.string().nullable(),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

/** A payment session opened for an order placed earlier (`payBooking`). */
export const openedPaymentSchema = z.object({
  orderNo: orderNoSchema,
  uuid: bookingUuidSchema,
  payment: paymentSessionSchema,
});
export type OpenedPayment = z.infer<typeof openedPaymentSchema>;

/** The spine's call names, each a path under the service's API prefix. */
type SpineCallName =
  | 'orderReview'
  | 'verifyPwd'
  | 'createOrder'
  | 'finishBooking'
  | 'cancelBooking'
  | 'resendConfirmEmail'
  | 'payBooking';

/**
 * The spine's calls of one service. Each path is written out whole in the service's contract file
 * (so a search for `/cip/createOrder` finds it); the type holds it under the service's API prefix
 * (`/cip`, `/transport`, `/airport-assistant`).
 */
export const defineBookingSpine = <S extends BookingService>(
  service: S,
  paths: Record<SpineCallName, `${(typeof BOOKING_SERVICES)[S]['apiPrefix']}/${string}`>,
) => {
  return {
    service,
    /** Prices the saved draft for this cardholder: lines, complimentary use, total and why, terms. */
    orderReview: defineEndpoint({
      method: 'POST',
      path: paths.orderReview,
      auth: 'user',
      input: z.strictObject({ uuid: bookingUuidSchema }),
      result: orderReviewSchema,
    }),
    /** Wrong password: PASSWORD_INCORRECT (counts toward the login lock); locked: ACCOUNT_LOCKED. */
    verifyPwd: defineEndpoint({
      method: 'POST',
      path: paths.verifyPwd,
      auth: 'user',
      input: z.strictObject({ uuid: bookingUuidSchema, password: passwordAttemptSchema }),
      result: z.object({ proof: bookingProofSchema, expiresInSeconds: z.number().int().positive() }),
    }),
    /**
     * Places the order from the draft: needs the proof of `verifyPwd` for this uuid (else
     * PROOF_REQUIRED). Takes a complimentary use where one is left, atomically, and the service's
     * capacity. A draft placed before answers the same order again.
     */
    createOrder: defineEndpoint({
      method: 'POST',
      path: paths.createOrder,
      auth: 'user',
      input: z.strictObject({
        uuid: bookingUuidSchema,
        proof: bookingProofSchema,
        /** Pay with this saved card (from `/pay/card-list`); absent: a new card on the host's page. */
        cardId: databaseIdSchema().optional(),
      }),
      result: placedOrderSchema.extend({
        /** The host session to pay the order with (null when nothing is to be paid). */
        payment: paymentSessionSchema.nullable(),
      }),
    }),
    /** After the payment host: verified with the host once; a replay is refused. */
    finishBooking: defineEndpoint({
      method: 'POST',
      path: paths.finishBooking,
      auth: 'user',
      input: z.strictObject({
        uuid: bookingUuidSchema,
        orderNo: orderNoSchema,
        paymentId: hostReferenceSchema(),
        mac: hostReferenceSchema(256).optional(),
      }),
      result: z.object({ payFinish: z.boolean(), orderNo: orderNoSchema }),
    }),
    /**
     * Cancels by the one policy: a paid order before the deadline is refunded (or its use returned);
     * an unpaid one is dropped. After the deadline: CANCELLATION_CLOSED. Idempotent: a repeated or
     * concurrent cancel answers the same. `refunded` is what the cancellation gives back to the card,
     * whether the payment host has made the refund yet or it is still on its way (the order's detail
     * says which).
     */
    cancelBooking: defineEndpoint({
      method: 'GET',
      path: paths.cancelBooking,
      auth: 'user',
      input: z.strictObject({ orderNo: orderNoSchema }),
      result: z.object({
        orderNo: orderNoSchema,
        status: z.literal('cancelled'),
        refunded: z.number().int().nonnegative(),
        currency: z.string().length(3),
        usesReturned: z.number().int().nonnegative(),
      }),
    }),
    /**
     * Pay now, from the bookings pages: a new payment session for the caller's unpaid order whose
     * card payment did not finish (3-D Secure abandoned, browser closed), before its time to pay
     * runs out. A new card goes to the host's page; a saved card (`cardId`) needs the proof of
     * `verifyPwd` on the order's uuid (else PROOF_REQUIRED). Past its time: BOOKING_EXPIRED; paid,
     * cancelled, nothing to pay or a booking request (paid through its quotation):
     * ORDER_NOT_PAYABLE; not the caller's order of this service: NOT_FOUND.
     */
    payBooking: defineEndpoint({
      method: 'POST',
      path: paths.payBooking,
      auth: 'user',
      input: z.strictObject({
        orderNo: orderNoSchema,
        /** Pay with this saved card (from `/pay/card-list`); absent: a new card on the host's page. */
        cardId: databaseIdSchema().optional(),
        proof: bookingProofSchema.optional(),
      }),
      result: openedPaymentSchema,
    }),
    /** Sends the confirmation mail of a paid order again (a few times per order and hour: RATE_LIMITED). */
    resendConfirmEmail: defineEndpoint({
      method: 'POST',
      path: paths.resendConfirmEmail,
      auth: 'user',
      input: z.strictObject({ orderNo: orderNoSchema }),
      result: z.null(),
    }),
  };
};

export type BookingSpine = ReturnType<typeof defineBookingSpine>;

/** The mobile number an order was booked with, as its view shows it. */
export const orderContactSchema = z.object({
  mobileNoPrefix: z.string(),
  mobileNo: z.string(),
  mobileCountry: z.string().nullable(),
});
export type OrderContact = z.infer<typeof orderContactSchema>;

/** How a paid order was paid, as the bookings pages show it. */
export const orderPaymentSchema = z.object({ brand: z.string(), lastFour: z.string() });

/**
 * What every order shows, whatever its service (bookings list and detail, Order Complete); the
 * service's own fields come beside it in its detail call.
 */
export const orderSummarySchema = z.object({
  orderNo: orderNoSchema,
  uuid: z.string(),
  /** The specification's service number (1 transport, 2 airport assistant, 3 fast track). */
  type: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  /** False for a transport booking request (quoted by an operator). */
  isNormal: z.boolean(),
  airportCode: z.string(),
  airportName: z.string(),
  /** The lane or the pick-up place, one line. */
  place: z.string(),
  serviceAt: z.string(),
  timeZone: z.string(),
  total: z.number().int(),
  currency: z.string(),
  /** A complimentary use paid (part of) it. */
  covered: z.boolean(),
  /** How many complimentary uses it took (`usesTakenBy` its price lines; 0 when none). */
  uses: z.number().int().nonnegative(),
  /** A status change the user has not seen yet (counts in `/order/msg`). */
  unseen: z.boolean(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** A refund's states: owed and asked of the payment host until it confirms (`pending`), then `refunded`. */
export const REFUND_STATUSES = ['pending', 'refunded'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** The refund an order's cancellation owes the card, and whether the payment host has made it yet. */
export const orderRefundSchema = z.object({
  status: z.enum(REFUND_STATUSES),
  /** Minor units, in the order's currency. */
  amount: z.number().int().positive(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/** The money and the terms of an order, for its detail page. */
export const orderAccountsSchema = z.object({
  lines: z.array(priceLineSchema),
  payment: orderPaymentSchema.nullable(),
  /** What the payment host has refunded (minor units). */
  refunded: z.number().int().nonnegative(),
  /** The refund owed to the card, pending or made; null when none is owed. */
  refund: orderRefundSchema.nullable(),
  /** Until when it can be cancelled online, whether that is still open now, and whom to call after. */
  cancellation: cancellationTermsSchema.extend({ open: z.boolean(), phone: z.string() }),
  /** Until when an unpaid order can be paid (ISO), null otherwise. */
  payBefore: z.string().nullable(),
  /** Why a cancelled order was cancelled (null when not cancelled, or cancelled before reasons were kept). */
  cancelReason: z.enum(CANCEL_REASONS).nullable(),
});
export type OrderAccounts = z.infer<typeof orderAccountsSchema>;
