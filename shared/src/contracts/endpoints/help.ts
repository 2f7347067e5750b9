/**
 * The Submit a query form. Imported as `@portal/shared/contracts/help` (not re-exported from
 * `@portal/shared/contracts`, so the home page does not download these rules). The FAQ read is in
 * faq.ts, part of `@portal/shared/contracts`, and re-exported here for the API's convenience.
 */
import { z } from 'zod';
import { textSchema } from '../../validation/safe-text-schema';
import { emailSchema, requiredMultilineStringSchema, requiredStringSchema } from '../../validation/schemas';
import { defineEndpoint } from '../endpoint';

export * from './faq';

import { SUPPORTED_LANGUAGES } from '../languages';

// ---------------------------------------------------------------------------------------------
// Submit a query.

/** Query categories of the form, in the order shown (labels: i18n `help:form.categories.<value>`). */
export const QUERY_CATEGORIES = [
  'airportTransport',
  'airportAssistant',
  'membership',
  'technical',
  'other',
  'emailChange',
  'complaint',
] as const;
export type QueryCategory = (typeof QUERY_CATEGORIES)[number];

/** The English names, as the specification writes them (the support mailbox reads these). */
export const QUERY_CATEGORY_NAMES: Record<QueryCategory, string> = {
  airportTransport: 'Airport Transport Service',
  airportAssistant: 'Airport Assistant Service',
  membership: 'My Membership',
  technical: 'Technical Problem',
  other: 'Other',
  emailChange: 'Email change request',
  complaint: 'Complaint',
};

export const QUERY_LIMITS = {
  email: 254,
  serviceId: 40,
  topic: 120,
  message: 2000,
} as const;

/** Booking references: letters, digits and dashes. */
const SERVICE_ID_PATTERN = /^[A-Za-z0-9-]*$/;

/** Validation keys of this form that are not in the shared `validation.*` set (namespace `help`). */
export const QUERY_FORM_KEYS = {
  serviceIdInvalid: 'form.errors.serviceIdInvalid',
  tooLong: 'form.errors.tooLong',
} as const;

const capped = (max: number) => z.string().max(max, QUERY_FORM_KEYS.tooLong);

export const contactUsInput = z.strictObject({
  email: emailSchema.pipe(capped(QUERY_LIMITS.email)),
  /** The booking reference the query is about, when there is one. */
  serviceId: textSchema()
    .max(QUERY_LIMITS.serviceId, QUERY_FORM_KEYS.tooLong)
    .regex(SERVICE_ID_PATTERN, QUERY_FORM_KEYS.serviceIdInvalid)
    .optional(),
  category: z.enum(QUERY_CATEGORIES, { error: 'validation.required' }),
  topic: requiredStringSchema.pipe(capped(QUERY_LIMITS.topic)),
  message: requiredMultilineStringSchema.pipe(capped(QUERY_LIMITS.message)),
  /** The language of the acknowledgement email (default: the request's Accept-Language). */
  language: z.enum(SUPPORTED_LANGUAGES).optional(),
});
export type ContactUsInput = z.input<typeof contactUsInput>;

/** `Q-YYYYMMDD-XXXX`: the date the query arrived (UTC) and four random letters or digits. */
export const QUERY_REFERENCE_PATTERN = /^Q-\d{8}-[A-Z0-9]{4}$/;

/**
 * Stores the query and emails an acknowledgement (to `email`) and the query (to the support
 * mailbox). Too many queries from one address or network: RATE_LIMITED with `{ retryAfterSeconds }`.
 */
export const contactUs = defineEndpoint({
  method: 'POST',
  path: '/public/contact-us',
  auth: 'optional',
  input: contactUsInput,
  result: z.object({ reference: z.string().regex(QUERY_REFERENCE_PATTERN) }),
});
