/**
 * Accounts: sign-up (by card number or activation code), login, logout, password reset, profile
 * and password change. Imported as `@portal/shared/contracts/accounts` (not re-exported from
 * `@portal/shared/contracts`, so the home page does not download the validation rules).
 */
import { z } from 'zod';
import { validateOptionalPhone } from '../../validation/phone';
import { phoneSchema } from '../../validation/phone-schema';
import { rawTextSchema, textSchema } from '../../validation/safe-text-schema';
import { emailSchema, nameSchema, passwordSchema, termsAgreedSchema } from '../../validation/schemas';
import { defineEndpoint } from '../endpoint';
import { SUPPORTED_LANGUAGES } from '../languages';
import { contactNumberShape } from './contact-number';
import { loginResultSchema, passwordAttemptSchema } from './session';

/** Reset codes are six digits; the API issues and checks them, the form checks the shape. */
export const RESET_CODE_LENGTH = 6;
/** Opaque ids the API hands out (sign-up progress, reset ticket): base64url, bounded. */
const opaqueIdSchema = rawTextSchema()
  .min(16)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/);

export { contactNumberShape };

const withValidPhone = <T extends { mobileNoPrefix: string; mobileNo: string }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  const parsed = phoneSchema.safeParse({ mobileNoPrefix: value.mobileNoPrefix, mobileNo: value.mobileNo });
  if (!parsed.success) for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: 'custom' });
};

export const SIGNUP_CHANNELS = ['card', 'activation'] as const;
export type SignupChannel = (typeof SIGNUP_CHANNELS)[number];

// ---------------------------------------------------------------------------------------------
// Sign-up, three steps on each channel. The API keeps the progress server-side under `signupId`,
// with an expiry; an expired or unknown `signupId` answers SIGNUP_SESSION_EXPIRED.

const signupStartedSchema = z.object({
  signupId: opaqueIdSchema,
  /** Seconds until this sign-up times out if not finished. */
  expiresInSeconds: z.number().int().positive(),
  /** The card level's display name, e.g. 'Premium'. */
  cardLevel: z.string(),
});

/**
 * Sign-up's details: the specification asks for names and email here, not a phone; the contact
 * number may be left out (asked where needed: profile, passenger details) but, given, is checked.
 */
const userDetailsInput = z
  .strictObject({
    signupId: opaqueIdSchema,
    firstName: nameSchema,
    lastName: nameSchema,
    email: emailSchema.pipe(z.string().max(254)),
    mobileNoPrefix: contactNumberShape.mobileNoPrefix.optional(),
    mobileNo: contactNumberShape.mobileNo.optional(),
    mobileCountry: contactNumberShape.mobileCountry,
  })
  .superRefine((value, ctx) => {
    const check = validateOptionalPhone(value);
    if (check && !check.ok) ctx.addIssue({ code: 'custom', message: check.error, path: [check.field] });
  });

const createAccountInput = z.strictObject({
  signupId: opaqueIdSchema,
  password: passwordSchema,
  termsAgreed: termsAgreedSchema,
  marketingOptIn: z.boolean().default(false),
  language: z.enum(SUPPORTED_LANGUAGES).optional(),
});

const checkedSchema = z.object({ signupId: opaqueIdSchema, expiresInSeconds: z.number().int().positive() });

export const regCardVerify = defineEndpoint({
  method: 'POST',
  path: '/reg-credit-card/verify-card',
  auth: 'public',
  /** Digits with optional spaces; Luhn and the programme's Diners ranges are checked. */
  input: z.strictObject({ cardNumber: rawTextSchema().max(40) }),
  result: signupStartedSchema,
});
export const regCardCheckUserInfo = defineEndpoint({
  method: 'POST',
  path: '/reg-credit-card/check-user-info',
  auth: 'public',
  input: userDetailsInput,
  result: checkedSchema,
});
export const regCardCreate = defineEndpoint({
  method: 'POST',
  path: '/reg-credit-card/create-and-active',
  auth: 'public',
  input: createAccountInput,
  result: loginResultSchema,
});

export const regActivationVerify = defineEndpoint({
  method: 'POST',
  path: '/reg-activation/verify-card',
  auth: 'public',
  input: z.strictObject({ activationCode: textSchema().min(1, 'validation.required').max(64) }),
  result: signupStartedSchema,
});
export const regActivationCheckUserInfo = defineEndpoint({
  method: 'POST',
  path: '/reg-activation/check-user-info',
  auth: 'public',
  input: userDetailsInput,
  result: checkedSchema,
});
export const regActivationCreate = defineEndpoint({
  method: 'POST',
  path: '/reg-activation/create-and-active',
  auth: 'public',
  input: createAccountInput,
  result: loginResultSchema,
});

/** The three sign-up calls of each channel, so one wizard serves both. */
export const signupEndpoints = {
  card: { verify: regCardVerify, checkUserInfo: regCardCheckUserInfo, create: regCardCreate },
  activation: {
    verify: regActivationVerify,
    checkUserInfo: regActivationCheckUserInfo,
    create: regActivationCreate,
  },
} as const;

// ---------------------------------------------------------------------------------------------
// Login and logout: defined with the light session contracts, re-exported for this module's callers.

export {
  LOGIN_RESET_HINT_AFTER,
  type LoginResult,
  login,
  loginResultSchema,
  logout,
  MAX_LOGIN_FAILURES,
} from './session';

// ---------------------------------------------------------------------------------------------
// Password reset: request a code by email, verify it (→ a single-use reset ticket), set the password.

/** Answers the same whether or not the email has an account. Too soon: CODE_TOO_FREQUENT with `{ retryAfterSeconds }`. */
export const sendResetCode = defineEndpoint({
  method: 'GET',
  path: '/user/send-forget-pwd-email',
  auth: 'public',
  input: z.strictObject({ email: emailSchema.pipe(z.string().max(254)) }),
  result: z.object({
    /** Seconds before another code may be requested (the resend countdown). */
    resendAfterSeconds: z.number().int().nonnegative(),
    /** Seconds the code stays valid. */
    expiresInSeconds: z.number().int().positive(),
  }),
});

/** Wrong code: CODE_NOT_RECOGNISED; expired, used up or too many tries: CODE_EXPIRED. */
export const verifyResetCode = defineEndpoint({
  method: 'POST',
  path: '/user/verify-captcha-by-forget-pwd',
  auth: 'public',
  input: z.strictObject({
    email: emailSchema.pipe(z.string().max(254)),
    captcha: textSchema().regex(/^\d{6}$/, 'validation.codeInvalid'),
  }),
  result: z.object({ resetTicket: opaqueIdSchema }),
});

/** An unknown, used or expired ticket: CODE_EXPIRED. Ends every session of the user. */
export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/user/reset-pwd',
  auth: 'public',
  input: z.strictObject({
    email: emailSchema.pipe(z.string().max(254)),
    resetTicket: opaqueIdSchema,
    password: passwordSchema,
  }),
  result: z.null(),
});

// ---------------------------------------------------------------------------------------------
// Profile and password.

export const userInfoSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobileNoPrefix: z.string().nullable(),
  mobileNo: z.string().nullable(),
  /** Calling code, digits only. */
  code: z.string().nullable(),
  mobileCountry: z.string().nullable(),
  language: z.enum(SUPPORTED_LANGUAGES),
  marketingOptIn: z.boolean(),
  /** The card level's display name. */
  cardLevel: z.string(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const userInfo = defineEndpoint({
  method: 'POST',
  path: '/user/info',
  auth: 'user',
  input: z.strictObject({}),
  result: userInfoSchema,
});

export const updateProfile = defineEndpoint({
  method: 'POST',
  path: '/user/update-profile',
  auth: 'user',
  input: z
    .strictObject({
      firstName: nameSchema,
      lastName: nameSchema,
      ...contactNumberShape,
      marketingOptIn: z.boolean().optional(),
      language: z.enum(SUPPORTED_LANGUAGES).optional(),
    })
    .superRefine(withValidPhone),
  result: userInfoSchema,
});

/**
 * Wrong current password: PASSWORD_INCORRECT, counted toward the login lock (locked: ACCOUNT_LOCKED
 * with `{ lockSeconds }`). Ends the user's other sessions.
 */
export const changePassword = defineEndpoint({
  method: 'POST',
  path: '/user/change-pwd',
  auth: 'user',
  input: z.strictObject({ oldPassword: passwordAttemptSchema, password: passwordSchema }),
  result: z.null(),
});

// ---------------------------------------------------------------------------------------------
// Operator: single-use activation codes for a card level (the programme issues them to cardholders).

export const mintActivationCodes = defineEndpoint({
  method: 'POST',
  path: '/operator/activation-codes',
  auth: 'operator',
  role: 'programme',
  input: z.strictObject({
    count: z.number().int().min(1).max(100),
    /** The card level's code, e.g. 'premium' or 'classic'. Unknown: NOT_FOUND. */
    cardLevel: textSchema().min(1).max(40),
  }),
  result: z.object({ codes: z.array(z.string()) }),
});
