import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { serviceWorkerControls } from '../offline/register-service-worker';
import { isSavedRead, SAVED_AT_HEADER } from '../offline/saved-reads';
import { useLoadingStore } from '../stores/loading-store';
import { useSavedCopyStore } from '../stores/saved-copy-store';
import { OfflineError } from './errors';

export const browserIsOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

let listening = false;

const clearOffline = () => useLoadingStore.getState().setOffline(false);

/** Raises the offline notice until the browser reports that it is back online. */
export const reportOffline = (): OfflineError => {
  useLoadingStore.getState().setOffline(true);
  if (!listening && typeof window !== 'undefined') {
    window.addEventListener('online', clearOffline);
    listening = true;
  }
  return new OfflineError();
};

/** A request got through: whatever notice is up is out of date. */
export const reportOnline = () => {
  if (useLoadingStore.getState().offline) clearOffline();
};

/** A read the service worker saves on the device, asked from a page it controls: it may answer offline. */
const deviceMayAnswer = (config: InternalAxiosRequestConfig): boolean =>
  serviceWorkerControls() && isSavedRead(config.url ?? '');

/**
 * Request rule: nothing is sent while the browser is offline, and the notice says so (unless
 * quiet); only the reads the device keeps go on, to be answered from there (issue 24).
 */
export const refuseWhileOffline = (config: InternalAxiosRequestConfig): InternalAxiosRequestConfig => {
  if (browserIsOffline() && !deviceMayAnswer(config))
    throw config.quiet ? new OfflineError() : reportOffline();
  return config;
};

/** When the answer was saved on the device, if it came from there rather than from the network. */
export const savedAtOf = (response: AxiosResponse): string | null => {
  const value: unknown = response.headers?.[SAVED_AT_HEADER];
  return typeof value === 'string' && value !== '' ? value : null;
};

/** The page shows what this answer holds: from the device (and when it was saved) or fresh. */
export const noteSavedCopy = (response: AxiosResponse): void => {
  if (!response.config.quiet) useSavedCopyStore.getState().note(savedAtOf(response));
};
