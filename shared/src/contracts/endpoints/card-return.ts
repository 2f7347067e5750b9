/**
 * Adding a card, its last step: `/pay/finish-add-card`, which the shell calls itself when the
 * payment host sends the browser back to `/?paymentId=…` (the home page's payment return), with the
 * saved card it answers. In `zod/mini` like the light contracts, so the shell's build holds no
 * classic zod at all (a classic schema anywhere in it would keep classic zod's share of `zod/v4/core`
 * in the start-up `libs` chunk). Not part of `@portal/shared/contracts`: the shell loads it with the
 * payment return only (`@portal/shared/contracts/card-return`); `@portal/shared/contracts/payments`
 * re-exports all of it.
 */
import { z } from 'zod/mini';
import {
  miniDatabaseIdSchema,
  miniHostReferenceSchema,
  miniTextSchema,
} from '../../validation/safe-text-check';
import { defineEndpoint } from '../endpoint';

/** The name on the card, as the cardholder typed it. */
export const cardHolderSchema = miniTextSchema().check(
  z.minLength(1, 'validation.required'),
  z.maxLength(60),
);

export const savedCardSchema = z.object({
  id: miniDatabaseIdSchema(),
  /** e.g. 'Diners Club'. */
  brand: z.string(),
  lastFour: z.string().check(z.regex(/^\d{4}$/)),
  /** MM/YY. */
  expiry: z.string().check(z.regex(/^\d{2}\/\d{2}$/)),
  holder: z.string(),
  isDefault: z.boolean(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

/**
 * Asks the host for the payment once and saves the card. 3-D Secure failed or declined:
 * `addCardSuccess: false`. Already saved: CARD_ALREADY_ADDED. Replayed, foreign or unknown
 * payment id: PAYMENT_NOT_VERIFIABLE. Host down or slow: PAYMENT_HOST_UNAVAILABLE.
 */
export const finishAddCard = defineEndpoint({
  method: 'POST',
  path: '/pay/finish-add-card',
  auth: 'user',
  input: z.strictObject({
    paymentId: miniHostReferenceSchema(),
    /** The name typed in the portal, kept when the host's card has none (absent: hosted tokenization). */
    cardHolder: z.optional(cardHolderSchema),
    /** The MAC the host put on the return URL, checked by the API (required when the host sent one). */
    mac: z.optional(miniHostReferenceSchema(256)),
  }),
  result: z.object({ addCardSuccess: z.boolean(), card: z.nullable(savedCardSchema) }),
});
