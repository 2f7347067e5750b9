import { AUTH_HEADER, CHANNEL_HEADER, CHANNEL_WEB, ErrorCode } from '@portal/shared/contracts';
import { apiClient } from '@portal/shared/http';
import { i18n, translateError } from '@portal/shared/i18n';
import { openDialog, useSessionStore } from '@portal/shared/stores';

export type FileOutcome =
  | { kind: 'file'; file: Blob }
  /** A business failure (not paid, not the caller's) with its text. */
  | { kind: 'failed'; message: string }
  /** The session ended (20002): it has been cleared; the page goes to /page-timeout. */
  | { kind: 'sessionExpired' }
  /** The user closed the Connection Error dialog. */
  | { kind: 'closed' };

export interface FileRequest {
  method: 'GET' | 'POST';
  /** The endpoint's path under the API, e.g. `/order/calendar`. */
  path: string;
  input: Record<string, string>;
  /** The content type a good answer has, e.g. `text/calendar`. */
  type: string;
}

/**
 * A booking's files (calendar, voucher: `/order/calendar`, `/cip/pdf-stream`) are the calls whose answer is not the JSON envelope, so
 * they are sent with `fetch` itself, with the headers every portal call carries (session token,
 * channel, language) and through the client's transport (a test's double of the server, if any).
 */
const send = ({ method, path, input, type }: FileRequest): Promise<Response> => {
  const { token } = useSessionStore.getState();
  const transport = apiClient.defaults.transport ?? ((url: string, init: RequestInit) => fetch(url, init));
  const query = method === 'GET' ? `?${new URLSearchParams(input)}` : '';
  return transport(`${apiClient.defaults.baseURL}${path}${query}`, {
    method,
    headers: {
      Accept: `${type}, application/json`,
      [CHANNEL_HEADER]: CHANNEL_WEB,
      'Accept-Language': i18n.language,
      ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { [AUTH_HEADER]: token } : {}),
    },
    ...(method === 'POST' ? { body: JSON.stringify(input) } : {}),
  });
};

/** The envelope of a refusal (state '0' with its errorCode), or null for anything else. */
const refusalOf = async (response: Response): Promise<{ errorCode: number; message: string } | null> => {
  try {
    const body = (await response.json()) as { state?: unknown; errorCode?: unknown; message?: unknown };
    if (body.state === '0' && typeof body.errorCode === 'number')
      return { errorCode: body.errorCode, message: typeof body.message === 'string' ? body.message : '' };
  } catch {
    // Not JSON: a proxy's page or a cut-off answer, handled as a connection failure.
  }
  return null;
};

/**
 * Fetches one file of a booking. A connection failure or a server fault opens the portal's
 * Connection Error dialog, whose Try Again asks again, as every other call does.
 */
export async function fetchOrderFile(request: FileRequest): Promise<FileOutcome> {
  for (;;) {
    try {
      const response = await send(request);
      const type = response.headers.get('content-type') ?? '';
      if (response.ok && type.startsWith(request.type)) return { kind: 'file', file: await response.blob() };
      const refusal = await refusalOf(response);
      if (refusal?.errorCode === ErrorCode.SESSION_EXPIRED) {
        useSessionStore.getState().clearSession();
        return { kind: 'sessionExpired' };
      }
      if (refusal && response.ok)
        return { kind: 'failed', message: translateError(refusal.errorCode, refusal.message) };
    } catch {
      // Network failure: the dialog below.
    }
    if ((await openDialog({ kind: 'connectionError' })) !== 'confirm') return { kind: 'closed' };
  }
}
