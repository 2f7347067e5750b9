import type { EndpointContract, EndpointInput, EndpointResult } from '../contracts/endpoint';
import { STATE_OK } from '../contracts/envelope';
import { ErrorCode } from '../contracts/error-codes';
import { useSessionStore } from '../stores/session-store';
import { apiClient } from './api-client';
import { ContractMismatchError } from './errors';
import { HttpError, type HttpRequest } from './http-client';
import { httpRuntime } from './runtime';
import { sendWithRecovery } from './send-with-recovery';

/**
 * What a screen gets back: the validated result, or a business outcome to show. `details` is the
 * failure's own data when the API sends any (e.g. `{ lockSeconds }`), else null.
 */
export type ApiOutcome<T> =
  | { ok: true; result: T }
  | { ok: false; errorCode: number; message: string; details: Record<string, unknown> | null };

export interface CallOptions {
  signal?: AbortSignal;
  /** Background work (polls): no dialog, spinner or offline notice; failures just reject. */
  quiet?: boolean;
}

export const PAGE_TIMEOUT_PATH = '/page-timeout';

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

const readEnvelope = <T>(contract: EndpointContract, body: unknown): ApiOutcome<T> => {
  const envelope = asEnvelope(body);
  if (!envelope) throw new ContractMismatchError(`${contract.path}: not an envelope`);
  const { state, errorCode, message, result } = envelope;
  if (state === STATE_OK) {
    const parsed = contract.result.safeParse(result);
    if (!parsed.success) throw new ContractMismatchError(`${contract.path}: ${parsed.error.message}`);
    return { ok: true, result: parsed.data as T };
  }
  if (errorCode == null) throw new ContractMismatchError(`${contract.path}: failure without errorCode`);
  const details = result !== null && typeof result === 'object' ? (result as Record<string, unknown>) : null;
  return { ok: false, errorCode, message, details };
};

/** An expired session may also come back on an HTTP error status; it is still an expired session. */
const isSessionExpiredBody = (body: unknown) => asEnvelope(body)?.errorCode === ErrorCode.SESSION_EXPIRED;

const fetchEnvelope = async (request: HttpRequest): Promise<unknown> => {
  try {
    return await apiClient.request(request);
  } catch (error) {
    if (error instanceof HttpError && isSessionExpiredBody(error.data)) return error.data;
    throw error;
  }
};

const expireSession = () => {
  useSessionStore.getState().clearSession();
  httpRuntime().navigate(PAGE_TIMEOUT_PATH);
};

/**
 * Calls one endpoint of the portal API by its contract. Resolves with the validated result or
 * a business outcome (state '0'). An expired session (20002) is handled here: the session is
 * cleared and the user sent to /page-timeout. Rejects with ConnectionError when the user closes
 * the Connection Error dialog, OfflineError when offline, or the abort reason when cancelled.
 */
export const callApi = async <E extends EndpointContract>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<ApiOutcome<EndpointResult<E>>> => {
  const request: HttpRequest = {
    method: endpoint.method,
    url: endpoint.path,
    ...(options.signal ? { signal: options.signal } : {}),
    ...(endpoint.method === 'GET' ? { query: input as Record<string, unknown> } : { body: input }),
  };
  const outcome = await sendWithRecovery(
    async () => readEnvelope<EndpointResult<E>>(endpoint, await fetchEnvelope(request)),
    { quiet: options.quiet },
  );
  if (!outcome.ok && outcome.errorCode === ErrorCode.SESSION_EXPIRED) expireSession();
  return outcome;
};
