import type { EndpointContract, EndpointInput, EndpointResult } from '../contracts/endpoint';
import { apiClient } from './api-client';
import type { ApiOutcome } from './envelope';

export interface CallOptions {
  signal?: AbortSignal;
  /** Background work (polls): no dialog, spinner or offline notice; failures just reject. */
  quiet?: boolean;
  /**
   * A token of the caller's own (the operations console's operator session), sent in the
   * `authorization` header instead of the cardholder's. The answer is then the caller's alone: a
   * 20002 does not end the cardholder's session, and a failure envelope that comes with an HTTP
   * error status (403 "sign in", 400 "refused") is resolved as an outcome rather than opening the
   * Connection Error dialog. An empty string sends no token at all.
   */
  ownToken?: string;
}

/**
 * Calls one endpoint of the portal API by its contract. Resolves with the validated result or
 * a business outcome (state '0'). An expired session (20002) is handled by the client: the session
 * is cleared and the user sent to /page-timeout. Rejects with ConnectionError when the user closes
 * the Connection Error dialog, OfflineError when offline, or the abort reason when cancelled.
 */
export const callApi = <E extends EndpointContract>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<ApiOutcome<EndpointResult<E>>> =>
  apiClient.request({
    method: endpoint.method,
    url: endpoint.path,
    ...(endpoint.method === 'GET' ? { params: input } : { data: input }),
    ...(options.signal ? { signal: options.signal } : {}),
    quiet: options.quiet === true,
    ...(options.ownToken !== undefined ? { ownToken: options.ownToken } : {}),
    result: endpoint.result,
  });
