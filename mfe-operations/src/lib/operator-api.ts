import {
  type EndpointContract,
  type EndpointInput,
  type EndpointResult,
  ErrorCode,
} from '@portal/shared/contracts';
import { type ApiOutcome, callApi } from '@portal/shared/http';
import { useOperatorSession } from './operator-session';

/**
 * One console call: the operator's token in the `authorization` header, never the cardholder's.
 * An answer that the operator is not signed in (OPERATOR_KEY_INVALID: the session ended, idle or
 * elsewhere) signs the console out; its layout then shows the sign-in page.
 */
export const callOperatorApi = async <E extends EndpointContract>(
  endpoint: E,
  input: EndpointInput<E>,
  options: { signal?: AbortSignal } = {},
): Promise<ApiOutcome<EndpointResult<E>>> => {
  const { token } = useOperatorSession.getState();
  const outcome = await callApi(endpoint, input, { ...options, ownToken: token ?? '' });
  if (!outcome.ok && outcome.errorCode === ErrorCode.OPERATOR_KEY_INVALID)
    useOperatorSession.getState().signOut('ended');
  return outcome;
};
