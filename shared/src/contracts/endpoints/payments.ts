/**
 * Payments and saved cards: the portal API's `/pay/*` endpoints and the one call the browser makes
 * to the payment host (create-payment). Imported as `@portal/shared/contracts/payments`.
 *
 * Adding a card: `/pay/add-card` → a host session → the browser posts the card to the host's
 * create-payment → the host's 3-D Secure page → back to `/?paymentId=…` → `/pay/finish-add-card`,
 * where the API asks the host for the payment's outcome (never trusting the browser).
 */
import { z } from 'zod';
import {
  databaseIdSchema,
  hostReferenceSchema,
  rawTextSchema,
  textSchema,
} from '../../validation/safe-text-schema';
import { defineEndpoint } from '../endpoint';
import { cardHolderSchema, savedCardSchema } from './card-return';

// The card holder, the saved card and `/pay/finish-add-card` are `zod/mini` (card-return.ts), for
// the shell's payment return; the schemas here hold them like any other (decision 0004).
export { cardHolderSchema, finishAddCard, type SavedCard, savedCardSchema } from './card-return';

const cardIdSchema = databaseIdSchema();

/**
 * A payment session at the host, opened by the API. The card is typed on one of two pages, as the
 * API's `PAYMENT_CARD_ENTRY` says, and the session names exactly one:
 * - `hostedTokenizationUrl`: Worldline's hosted tokenization page, an iframe shown by the host's
 *   tokenizer script; the browser then asks the API to pay (`payWithHostedTokenization`);
 * - `createPaymentUrl`: the payment sandbox's create-payment page, to which the browser posts the
 *   card itself (echoing the session).
 */
export const paymentSessionSchema = z
  .object({
    sessionId: z.string().min(16).max(128),
    /** The host's create-payment URL, e.g. http://127.0.0.1:8090/ingenico/token-pay/create-payment. */
    createPaymentUrl: z.url().optional(),
    /** The host's hosted tokenization page (its origin serves the tokenizer script). */
    hostedTokenizationUrl: z.url().optional(),
    /** Minor units (cents); 0 for a card check without a charge. */
    amount: z.number().int().nonnegative(),
    currency: z.string().length(3),
    /** Where the host sends the browser afterwards (the portal's home), with `paymentId`. */
    returnUrl: z.url(),
  })
  .refine(
    (session) => (session.createPaymentUrl === undefined) !== (session.hostedTokenizationUrl === undefined),
    {
      message: 'a session names either createPaymentUrl or hostedTokenizationUrl',
    },
  );
export type PaymentSession = z.infer<typeof paymentSessionSchema>;

/**
 * Where the cardholder types a new card, as the API's `PAYMENT_CARD_ENTRY` says:
 * `hosted-tokenization`, Worldline's iframe (the portal's pages then ask for no card data at all),
 * or `sandbox-page`, the payment sandbox's create-payment page, to which the browser posts the card
 * typed into the portal's own fields.
 */
export const CARD_ENTRIES = ['hosted-tokenization', 'sandbox-page'] as const;
export type CardEntry = (typeof CARD_ENTRIES)[number];

/** The card entry, read by a page before it shows a new card's fields (public: it is configuration). */
export const cardEntry = defineEndpoint({
  method: 'GET',
  path: '/pay/card-entry',
  auth: 'public',
  input: z.strictObject({}),
  result: z.object({ cardEntry: z.enum(CARD_ENTRIES) }),
});

/** Opens a host session to pay for an order of the caller (used by the booking wizards). */
export const createPaymentSession = defineEndpoint({
  method: 'GET',
  path: '/pay/create-session',
  auth: 'user',
  input: z.strictObject({ orderNo: textSchema().min(1).max(40) }),
  result: paymentSessionSchema,
});

/** Starts adding a card: a zero-amount, 3-D Secure-checked host session. */
export const addCard = defineEndpoint({
  method: 'POST',
  path: '/pay/add-card',
  auth: 'user',
  /** The name the cardholder typed; absent with hosted tokenization, where the host asks for it. */
  input: z.strictObject({ cardHolder: z.optional(cardHolderSchema) }),
  result: paymentSessionSchema,
});

export const cardList = defineEndpoint({
  method: 'POST',
  path: '/pay/card-list',
  auth: 'user',
  input: z.strictObject({}),
  result: z.array(savedCardSchema),
});

/** Another user's or an unknown card id: CARD_NOT_FOUND. */
export const deleteCard = defineEndpoint({
  method: 'POST',
  path: '/pay/delete-card',
  auth: 'user',
  input: z.strictObject({ id: cardIdSchema }),
  result: z.null(),
});

export const setDefaultCard = defineEndpoint({
  method: 'POST',
  path: '/pay/set-default',
  auth: 'user',
  input: z.strictObject({ id: cardIdSchema }),
  result: z.null(),
});

/**
 * A payment created at the host: `redirectUrl` is where the browser goes next, the 3-D Secure
 * challenge page, or straight back to the return URL (with `paymentId` and the MAC) when the
 * payment was decided at once.
 */
export const paymentStepSchema = z.object({
  status: z.enum(['PENDING_3DS', 'COMPLETED', 'UNSUCCESSFUL']),
  paymentId: z.string(),
  redirectUrl: z.url(),
});
export type PaymentStep = z.infer<typeof paymentStepSchema>;

/**
 * Pays with a session whose card the cardholder submitted on the host's hosted tokenization page
 * (the tokenizer's `submitTokenization` answered `hostedTokenizationId`, the session's own id): the
 * API creates the payment (Worldline's createPayment with the hosted tokenization), once however
 * often it is asked. A session that is not the caller's: NOT_FOUND; one already finished:
 * PAYMENT_NOT_VERIFIABLE; the host down or refusing: PAYMENT_HOST_UNAVAILABLE.
 */
export const payWithHostedTokenization = defineEndpoint({
  method: 'POST',
  path: '/pay/create-payment',
  auth: 'user',
  input: z.strictObject({
    sessionId: hostReferenceSchema().min(16),
    hostedTokenizationId: hostReferenceSchema().min(16),
  }),
  result: paymentStepSchema,
});

// ---------------------------------------------------------------------------------------------
// The payment host's browser call (not under /api; no session token, no channel header).

export const CREATE_PAYMENT_PATH = '/ingenico/token-pay/create-payment';

/**
 * The idempotence key of the merchant's `createPayment` for a session (`X-GCS-Idempotence-Key`):
 * the API (`payWithHostedTokenization`) or the sandbox's create-payment page makes that call with
 * it, so the API can repeat the same call later
 * and be answered the payment made with the session (the host answers a repeated key with the first
 * answer) — how a payment whose return and webhook were both lost is still found. 36 characters:
 * within Worldline's 40.
 */
export const sessionPaymentKey = (sessionId: string): string => `pay-${sessionId}`;

export const newCardSchema = z.strictObject({
  holder: cardHolderSchema,
  /** Digits, spaces allowed. */
  number: rawTextSchema().max(40),
  /** MM/YY. */
  expiry: rawTextSchema().max(5),
  cvc: rawTextSchema().max(4),
  postalCode: textSchema().min(1).max(12),
});

export const createPaymentRequestSchema = z.strictObject({
  sessionId: hostReferenceSchema().min(16),
  amount: z.number().int().nonnegative(),
  currency: rawTextSchema().length(3),
  returnUrl: z.url(),
  card: newCardSchema.optional(),
  /** A saved card's token (instead of `card`). */
  token: hostReferenceSchema().optional(),
});
export type CreatePaymentRequest = z.infer<typeof createPaymentRequestSchema>;

/**
 * The host's answer. `redirectUrl` is where the browser goes next (`paymentStepSchema`). A card the
 * host will not take is HTTP 200 with `status: 'REFUSED'`, a `reason` code and a `message` the
 * portal shows.
 */
export const createPaymentResponseSchema = z.discriminatedUnion('status', [
  paymentStepSchema,
  z.object({
    status: z.literal('REFUSED'),
    reason: z.enum(['CARD_NOT_ACCEPTED', 'CARD_INVALID', 'SESSION_INVALID']),
    message: z.string(),
  }),
]);
export type CreatePaymentResponse = z.infer<typeof createPaymentResponseSchema>;
