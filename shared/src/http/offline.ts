import type { InternalAxiosRequestConfig } from 'axios';
import { useLoadingStore } from '../stores/loading-store';
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

/** Request rule: nothing is sent while the browser is offline; the notice says so (unless quiet). */
export const refuseWhileOffline = (config: InternalAxiosRequestConfig): InternalAxiosRequestConfig => {
  if (browserIsOffline()) throw config.quiet ? new OfflineError() : reportOffline();
  return config;
};
