import { z } from 'zod';
import { validatePhone } from './phone';

/**
 * Calling code and national number; the issue lands on the field at fault. In a module of its own
 * so that forms without a phone number never bundle the phone-number library.
 */
export const phoneSchema = z
  .strictObject({
    mobileNoPrefix: z.string({ error: 'validation.required' }),
    mobileNo: z.string({ error: 'validation.required' }),
  })
  .superRefine((value, ctx) => {
    const check = validatePhone(value);
    if (!check.ok) ctx.addIssue({ code: 'custom', message: check.error, path: [check.field] });
  });
