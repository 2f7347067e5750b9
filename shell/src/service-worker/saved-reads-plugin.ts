import { SAVED_AT_HEADER } from '@portal/shared/offline/saved-reads';
import type { WorkboxPlugin } from 'workbox-core/types';

/** The envelope's success (`state: '1'`): only answers a page can use are saved. */
const isSuccess = async (response: Response): Promise<boolean> => {
  if (!response.ok) return false;
  try {
    const body = (await response.clone().json()) as { state?: unknown };
    return body.state === '1';
  } catch {
    return false;
  }
};

/** The answer with the time it was saved, for "saved … ago, offline" on the page. */
const stamped = async (response: Response, savedAt: string): Promise<Response> => {
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, savedAt);
  return new Response(await response.blob(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
};

/**
 * The plugin of every saved API read: only a successful answer is kept, stamped with when it came;
 * an answer given from the device therefore says when it was saved, and a fresh one does not.
 */
export const savedReadsPlugin = (now: () => Date = () => new Date()): WorkboxPlugin => ({
  cacheWillUpdate: async ({ response }) =>
    (await isSuccess(response)) ? stamped(response, now().toISOString()) : null,
});

/**
 * A short, stable digest of the session token: the saved answers of one session are never answered
 * to another on the same device (logout removes them anyway).
 */
export const sessionTag = async (request: Request): Promise<string> => {
  const token = request.headers.get('authorization') ?? '';
  if (!token) return 'visitor';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest).slice(0, 12)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
};

/** The GET key an API read is saved under: its URL, the session, and for a POST its body. */
export const savedReadKey = async (request: Request): Promise<Request> => {
  const url = new URL(request.url);
  url.searchParams.set('__session', await sessionTag(request));
  if (request.method !== 'GET') url.searchParams.set('__body', await request.text());
  return new Request(url.href, { method: 'GET' });
};

/** Workbox's hook for the GET reads: the same key as `savedReadKey`. */
export const savedReadKeyPlugin: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => savedReadKey(request),
};
