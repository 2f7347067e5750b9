import { z } from 'zod/mini';

/** `state` of every response: '1' success, '0' a business outcome or an error. */
export const STATE_OK = '1' as const;
export const STATE_FAIL = '0' as const;

/**
 * The envelope around `result` (any zod 4 schema, classic or mini). A `zod/mini` object, like the
 * other light contracts: extend it with its `.shape`, e.g. `z.object({ ...envelopeSchema(r).shape, … })`.
 */
export const envelopeSchema = <TResult extends z.core.$ZodType>(result: TResult) =>
  z.object({
    state: z.enum([STATE_OK, STATE_FAIL]),
    errorCode: z.nullable(z.number().check(z.int())),
    message: z.string(),
    result: z.nullable(result),
  });

export interface Envelope<TResult> {
  state: typeof STATE_OK | typeof STATE_FAIL;
  errorCode: number | null;
  message: string;
  result: TResult | null;
}

export const ok = <TResult>(result: TResult): Envelope<TResult> => ({
  state: STATE_OK,
  errorCode: null,
  message: 'success',
  result,
});

/**
 * A failure. `details` carries what the screen needs to show it (for example the seconds left on
 * a lock, `{ lockSeconds }`); it is never internal information.
 */
export const fail = <TDetails = never>(
  errorCode: number,
  message: string,
  details: TDetails | null = null,
): Envelope<TDetails> => ({
  state: STATE_FAIL,
  errorCode,
  message,
  result: details,
});
