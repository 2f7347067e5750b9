import { SPINNER_DELAY_MS, useLoadingStore } from '../stores/loading-store';

/** Shows the global spinner only while `request` runs longer than SPINNER_DELAY_MS. */
export const trackSlow = async <T>(request: Promise<T>): Promise<T> => {
  let slow = false;
  const timer = setTimeout(() => {
    slow = true;
    useLoadingStore.getState().slowStarted();
  }, SPINNER_DELAY_MS);
  try {
    return await request;
  } finally {
    clearTimeout(timer);
    if (slow) useLoadingStore.getState().slowEnded();
  }
};
