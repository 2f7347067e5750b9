/** The generic success page's query (`/account/success`). */
export interface SuccessQuery {
  /** An i18n key (account, common or shell namespace) or plain text. */
  successTitle?: string;
  successContent?: string;
  successBtn?: string;
  /** Where the button goes: a path inside the portal. */
  path?: string;
}

export const DEFAULT_SUCCESS_PATH = '/account/overview';
const MAX_TEXT = 300;

export const successPath = (query: SuccessQuery): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  return `/account/success?${params.toString()}`;
};

/**
 * Only a path on this site may be followed: '/x', never '//host', '/\\host' or 'https://…', so a
 * crafted link cannot send the user elsewhere.
 */
export const safeReturnPath = (path: string | null): string => {
  if (!path?.startsWith('/') || path.startsWith('//') || path.includes('\\')) return DEFAULT_SUCCESS_PATH;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
  if (/[\u0000-\u001f]/.test(path)) return DEFAULT_SUCCESS_PATH;
  return path;
};

/** A query value, bounded, with surrounding space removed ('' when absent). */
export const queryText = (value: string | null): string => (value ?? '').trim().slice(0, MAX_TEXT);
