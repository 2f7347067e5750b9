import { SERVICE_WORKER_URL } from './saved-reads';

/**
 * Installs the portal's service worker (production builds only: the dev servers have none), off
 * the start-up path: the shell calls this once the page is live and the browser idle. A browser
 * without service workers, or one that refuses it, simply works online only.
 */
export function registerServiceWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => {
    // No offline copy on this device; everything else works as before.
  });
}

/** Whether a service worker answers this page's requests (saved reads may then be asked offline). */
export const serviceWorkerControls = (): boolean =>
  typeof navigator !== 'undefined' &&
  'serviceWorker' in navigator &&
  navigator.serviceWorker.controller !== null;
