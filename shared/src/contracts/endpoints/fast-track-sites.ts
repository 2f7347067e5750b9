/**
 * Fast Track's airports (`/cip/trafficSites`), a light contract in `zod/mini`: the search's airport
 * field (in the portal and in the booking widget on an issuer's page, issue 27) reads it before
 * anything else of Fast Track's, and classic zod with the rest of the Fast Track contracts is four
 * times its size. `@portal/shared/contracts/fast-track` re-exports both; imported alone as
 * `@portal/shared/contracts/fast-track-sites`.
 */
import { z } from 'zod/mini';
import { miniTextSchema } from '../../validation/safe-text-check';
import { defineEndpoint } from '../endpoint';

export const fastTrackAirportSchema = z.object({
  code: z.string(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  timeZone: z.string(),
});
export type FastTrackAirport = z.infer<typeof fastTrackAirportSchema>;

/** Airports with Fast Track lanes; `keyword` matches the code, city or name (any case). */
export const trafficSites = defineEndpoint({
  method: 'POST',
  path: '/cip/trafficSites',
  auth: 'public',
  input: z.strictObject({ keyword: z.optional(miniTextSchema().check(z.maxLength(60))) }),
  result: z.object({
    sites: z.array(z.object({ ...fastTrackAirportSchema.shape, laneCount: z.number().check(z.int()) })),
  }),
});
