/**
 * What the portal keeps on the device for the day of travel (issue 24): the answers of these API
 * reads are saved by the service worker each time they come in online, and answered from there when
 * the browser is offline. One list for both sides: the service worker caches exactly these, and the
 * HTTP client lets exactly these through while offline (the worker answers them or the call fails
 * as any offline call does).
 */
export const SAVED_READ_PATHS: ReadonlySet<string> = new Set([
  // What the page needs to start: the remotes, the programme's status and services.
  '/public/remotes',
  '/public/project-status',
  '/user/support-product',
  // The bookings list and each service's booking detail (the Fast Track one carries its voucher QR).
  '/order/list',
  '/order/cip-detail',
  '/order/vvip-detail',
  '/order/limo-detail',
]);

/** Where the API's paths start on the portal's origin. */
export const API_PREFIX = '/api';

/** `/api/order/list?x=1` or `/order/list` → whether that read is saved for offline use. */
export const isSavedRead = (path: string): boolean => {
  const pathname = path.split('?')[0] ?? '';
  const own = pathname.startsWith(`${API_PREFIX}/`) ? pathname.slice(API_PREFIX.length) : pathname;
  return SAVED_READ_PATHS.has(own);
};

/** Header the service worker puts on an answer it gives from the device: when it was saved (ISO time). */
export const SAVED_AT_HEADER = 'x-portal-saved-at';

/** The service worker's caches; `API` holds the cardholder's own data and goes at logout. */
export const OFFLINE_CACHES = {
  pages: 'portal-pages-v1',
  entries: 'portal-entries-v1',
  assets: 'portal-assets-v1',
  api: 'portal-api-v1',
} as const;

/** The service worker's script, at the root so that it controls every page of the portal. */
export const SERVICE_WORKER_URL = '/sw.js';
