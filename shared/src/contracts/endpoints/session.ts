/**
 * Login and logout. Kept apart from `accounts.ts` (no validation imports), so logging in or out
 * does not download the phone-number library or a second zod; part of `@portal/shared/contracts`.
 */
import { z } from 'zod/mini';
import { miniTextSchema, singleLineTextCheck } from '../../validation/safe-text-check';
import { defineEndpoint } from '../endpoint';

/** Ends the caller's session (its token stops working). */
export const logout = defineEndpoint({
  method: 'POST',
  path: '/login/logout-by-token',
  auth: 'user',
  input: z.strictObject({}),
  result: z.null(),
});

/** Passwords sent for checking (login, current password) are capped so hashing is no DoS. */
export const passwordAttemptSchema = z
  .string({ error: 'validation.required' })
  .check(z.minLength(1, 'validation.required'), z.maxLength(128), singleLineTextCheck);

/** Failed logins before the account is locked. */
export const MAX_LOGIN_FAILURES = 5;
/** After this many failures the login screen offers a password reset. */
export const LOGIN_RESET_HINT_AFTER = 3;

/** What login and the last sign-up step answer: the session token and the name for the header. */
export const loginResultSchema = z.object({
  token: z.string().check(z.minLength(22)),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/**
 * Wrong email or password: LOGIN_INCORRECT with details `{ attemptsLeft }`. Locked (after
 * MAX_LOGIN_FAILURES): ACCOUNT_LOCKED with details `{ lockSeconds }`. Unknown emails answer exactly
 * as known ones.
 */
export const login = defineEndpoint({
  method: 'POST',
  path: '/login/gen-token',
  auth: 'public',
  input: z.strictObject({
    email: miniTextSchema().check(z.minLength(1, 'validation.required'), z.maxLength(254)),
    password: passwordAttemptSchema,
  }),
  result: loginResultSchema,
});
