/**
 * The session endpoints the shell calls itself. Kept apart from `accounts.ts` (no validation
 * imports), so logging out does not download the phone-number library; re-exported from
 * `@portal/shared/contracts`.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/** Ends the caller's session (its token stops working). */
export const logout = defineEndpoint({
  method: 'POST',
  path: '/login/logout-by-token',
  auth: 'user',
  input: z.strictObject({}),
  result: z.null(),
});
