import { AUTH_HEADER, CHANNEL_HEADER, CHANNEL_WEB, ErrorCode } from '@portal/shared/contracts';
import { voucherPdf } from '@portal/shared/contracts/fast-track';
import { apiClient } from '@portal/shared/http';
import { i18n, translateError } from '@portal/shared/i18n';
import { openDialog, useSessionStore } from '@portal/shared/stores';

export type VoucherOutcome =
  | { kind: 'file'; file: Blob }
  /** A business failure (not paid, not the caller's) with its text. */
  | { kind: 'failed'; message: string }
  /** The session ended (20002): it has been cleared; the page goes to /page-timeout. */
  | { kind: 'sessionExpired' }
  /** The user closed the Connection Error dialog. */
  | { kind: 'closed' };

/**
 * The voucher is the one call whose answer is not the JSON envelope but `application/pdf`, so it
 * is sent with `fetch` itself, with the headers every portal call carries (session token, channel,
 * language) and through the client's transport (a test's double of the server, when there is one).
 */
const requestVoucher = (orderNo: string): Promise<Response> => {
  const { token } = useSessionStore.getState();
  const transport = apiClient.defaults.transport ?? ((url: string, init: RequestInit) => fetch(url, init));
  return transport(`${apiClient.defaults.baseURL}${voucherPdf.path}`, {
    method: voucherPdf.method,
    headers: {
      Accept: 'application/pdf, application/json',
      'Content-Type': 'application/json',
      [CHANNEL_HEADER]: CHANNEL_WEB,
      'Accept-Language': i18n.language,
      ...(token ? { [AUTH_HEADER]: token } : {}),
    },
    body: JSON.stringify({ orderNo }),
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
 * Fetches the voucher of a paid order. A connection failure or a server fault opens the portal's
 * Connection Error dialog, whose Try Again asks again, as every other call does.
 */
export async function fetchVoucher(orderNo: string): Promise<VoucherOutcome> {
  for (;;) {
    try {
      const response = await requestVoucher(orderNo);
      const type = response.headers.get('content-type') ?? '';
      if (response.ok && type.startsWith('application/pdf'))
        return { kind: 'file', file: await response.blob() };
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
