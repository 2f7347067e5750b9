import { AUTH_HEADER, CHANNEL_HEADER, CHANNEL_WEB, ErrorCode } from '@portal/shared/contracts';
import { operatorAuditExport } from '@portal/shared/contracts/operations';
import { apiClient } from '@portal/shared/http';
import { useOperatorSession } from '../../lib/operator-session';

export type CsvOutcome =
  | { kind: 'saved'; fileName: string }
  /** The API refused (its envelope's code and message), or the answer was not the file. */
  | { kind: 'failed'; errorCode: number | null; message: string };

/** Offers `file` to the browser as a download named `fileName`. */
const saveFile = (file: Blob, fileName: string) => {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/**
 * The audit log as CSV with the same filters: the one console call whose answer is a file rather
 * than the envelope, so it goes with fetch itself (through the client's transport, a test's double
 * of the server if any), with the operator's token. An ended session signs the console out.
 */
export const downloadAuditCsv = async (filters: Record<string, string>): Promise<CsvOutcome> => {
  const { token } = useOperatorSession.getState();
  const transport = apiClient.defaults.transport ?? ((url: string, init: RequestInit) => fetch(url, init));
  const query = new URLSearchParams(filters).toString();
  const response = await transport(
    `${apiClient.defaults.baseURL}${operatorAuditExport.path}${query ? `?${query}` : ''}`,
    {
      method: 'GET',
      headers: {
        Accept: 'text/csv, application/json',
        [CHANNEL_HEADER]: CHANNEL_WEB,
        ...(token ? { [AUTH_HEADER]: token } : {}),
      },
    },
  );
  const type = response.headers.get('content-type') ?? '';
  if (response.ok && type.startsWith('text/csv')) {
    const fileName = `audit-log-${new Date().toISOString().slice(0, 10)}.csv`;
    saveFile(await response.blob(), fileName);
    return { kind: 'saved', fileName };
  }
  let refusal: { errorCode?: unknown; message?: unknown } = {};
  try {
    refusal = (await response.json()) as typeof refusal;
  } catch {
    // Not the envelope: a proxy's page or a cut-off answer.
  }
  const errorCode = typeof refusal.errorCode === 'number' ? refusal.errorCode : null;
  if (errorCode === ErrorCode.OPERATOR_KEY_INVALID) useOperatorSession.getState().signOut('ended');
  return { kind: 'failed', errorCode, message: typeof refusal.message === 'string' ? refusal.message : '' };
};
