import { z } from 'zod/mini';
import { miniTextSchema } from '../../validation/safe-text-check';
import { defineEndpoint } from '../endpoint';

const noInput = z.strictObject({});

export const projectStatus = defineEndpoint({
  method: 'GET',
  path: '/public/project-status',
  auth: 'public',
  input: noInput,
  result: z.object({ projectStatus: z.boolean() }),
});

export const supportProduct = defineEndpoint({
  method: 'GET',
  path: '/user/support-product',
  auth: 'optional',
  input: noInput,
  result: z.object({ supportTransport: z.boolean(), supportAgreement: z.boolean() }),
});

export const termsDocumentSchema = z.object({
  id: z.number().check(z.int()),
  /** `conditions` (Terms and Conditions), `termsOfUse`, `privacyPolicy`. */
  code: z.enum(['conditions', 'termsOfUse', 'privacyPolicy']),
  title: z.string(),
  content: z.string(),
  version: z.string(),
  updatedAt: z.string(),
});
export type TermsDocument = z.infer<typeof termsDocumentSchema>;

export const tcList = defineEndpoint({
  method: 'GET',
  path: '/tc/list',
  auth: 'public',
  input: z.strictObject({ code: z.optional(termsDocumentSchema.shape.code) }),
  result: z.array(termsDocumentSchema),
});

export const airportSchema = z.object({
  /** IATA code; also `iatacode` for the specification's airportInfo. */
  code: z.string().check(z.length(3)),
  iatacode: z.string().check(z.length(3)),
  name: z.string(),
  city: z.string(),
  cityCode: z.string(),
  country: z.string(),
  countryCode: z.nullable(z.string().check(z.length(2))),
  /** IANA time zone, e.g. Europe/London. */
  timezone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type Airport = z.infer<typeof airportSchema>;

export const allAirports = defineEndpoint({
  method: 'GET',
  path: '/transport/all-airport',
  auth: 'public',
  input: noInput,
  result: z.array(airportSchema),
});

export const areaCodeSchema = z.object({
  /** Country name in the request's language. */
  name: z.string(),
  /** ISO 3166-1 alpha-2 code, e.g. GB. */
  telabbr: z.string().check(z.length(2)),
  /** Country calling code, digits only, e.g. 44. */
  code: z.string().check(z.regex(/^\d{1,4}$/)),
});
export type AreaCode = z.infer<typeof areaCodeSchema>;

export const countryList = defineEndpoint({
  method: 'POST',
  path: '/area/country-list',
  auth: 'public',
  /** keyword: a calling-code prefix (digits, optional +) or the start of a country name. */
  input: z.strictObject({ keyword: z.optional(miniTextSchema().check(z.maxLength(60))) }),
  result: z.array(areaCodeSchema),
});

export const areaCodeList = defineEndpoint({
  method: 'GET',
  path: '/area/code-list',
  auth: 'public',
  input: noInput,
  result: z.array(areaCodeSchema),
});

export const orderMsg = defineEndpoint({
  method: 'GET',
  path: '/order/msg',
  auth: 'user',
  input: noInput,
  result: z.object({
    isUnread: z.boolean(),
    unreadMsgNum: z.number().check(z.int(), z.nonnegative()),
    pendingMsgNum: z.number().check(z.int(), z.nonnegative()),
    cancelledMsgNum: z.number().check(z.int(), z.nonnegative()),
  }),
});
