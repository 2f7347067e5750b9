import type { ContractSchema } from '../contracts/endpoint';
import { STATE_OK } from '../contracts/envelope';
import { ErrorCode } from '../contracts/error-codes';
import { ContractMismatchError } from './errors';

/**
 * What a screen gets back: the validated result, or a business outcome to show. `details` is the
 * failure's own data when the API sends any (e.g. `{ lockSeconds }`), else null.
 */
export type ApiOutcome<T> =
  | { ok: true; result: T }
  | { ok: false; errorCode: number; message: string; details: Record<string, unknown> | null };

interface RawEnvelope {
  state: '0' | '1';
  errorCode: number | null;
  message: string;
  result: unknown;
}

// Checked by hand rather than with zod: only the contract's own result schema is needed.
const asEnvelope = (body: unknown): RawEnvelope | null => {
  if (body === null || typeof body !== 'object') return null;
  const { state, errorCode, message, result } = body as Record<string, unknown>;
  if (state !== '0' && state !== '1') return null;
  if (errorCode !== null && !Number.isInteger(errorCode)) return null;
  if (typeof message !== 'string') return null;
  return { state, errorCode: errorCode as number | null, message, result };
};

/** The body is the API's failure envelope (state '0' with an errorCode), whatever HTTP status it came with. */
export const isFailureEnvelope = (body: unknown): boolean => {
  const envelope = asEnvelope(body);
  return envelope?.state === '0' && envelope.errorCode !== null;
};

/** The body says the session has expired (20002), whatever HTTP status it came with. */
export const isSessionExpiredBody = (body: unknown): boolean =>
  asEnvelope(body)?.errorCode === ErrorCode.SESSION_EXPIRED;

/**
 * The portal API's envelope as an outcome: state '1' with its result checked against `result`
 * (the endpoint's schema), state '0' with its errorCode. Anything else breaks the contract.
 */
export const readEnvelope = (
  path: string,
  result: ContractSchema | undefined,
  body: unknown,
): ApiOutcome<unknown> => {
  const envelope = asEnvelope(body);
  if (!envelope) throw new ContractMismatchError(`${path}: not an envelope`);
  const { state, errorCode, message } = envelope;
  if (state === STATE_OK) {
    if (!result) return { ok: true, result: envelope.result };
    const parsed = result.safeParse(envelope.result);
    if (!parsed.success) throw new ContractMismatchError(`${path}: ${parsed.error.message}`);
    return { ok: true, result: parsed.data };
  }
  if (errorCode == null) throw new ContractMismatchError(`${path}: failure without errorCode`);
  const details =
    envelope.result !== null && typeof envelope.result === 'object'
      ? (envelope.result as Record<string, unknown>)
      : null;
  return { ok: false, errorCode, message, details };
};
