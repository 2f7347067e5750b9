/**
 * The issuer's operations team: the state of the background work (jobs and the mail outbox).
 * Imported as `@portal/shared/contracts/operator`.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

const countsSchema = z.object({
  pending: z.number().int().nonnegative(),
  done: z.number().int().nonnegative(),
  dead: z.number().int().nonnegative(),
});

/** Per job name and for the outbox: how many wait, are done, or gave up; the next due time; the last errors. */
export const jobsState = defineEndpoint({
  method: 'GET',
  path: '/operator/jobs',
  auth: 'operator',
  input: z.strictObject({}),
  result: z.object({
    jobs: z.array(countsSchema.extend({ name: z.string(), nextRunAt: z.string().nullable() })),
    mail: countsSchema.extend({ nextAttemptAt: z.string().nullable() }),
    /** The latest failures (job or mail id and the first line of the error; never a mail's content). */
    recentFailures: z.array(
      z.object({ kind: z.enum(['job', 'mail']), id: z.number().int(), error: z.string() }),
    ),
  }),
});
