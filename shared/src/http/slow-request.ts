import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { SPINNER_DELAY_MS, useLoadingStore } from '../stores/loading-store';

/**
 * One request's clock: if the request is still out after SPINNER_DELAY_MS the global spinner
 * shows, until `stop`. A class, so that axios hands it on with the request config as it is
 * (plain objects in a config are copied).
 */
export class SlowClock {
  running = true;
  #slow = false;
  readonly #timer = setTimeout(() => {
    this.#slow = true;
    useLoadingStore.getState().slowStarted();
  }, SPINNER_DELAY_MS);

  stop(): void {
    if (!this.running) return;
    this.running = false;
    clearTimeout(this.#timer);
    if (this.#slow) useLoadingStore.getState().slowEnded();
  }
}

/**
 * Request rule: the clock runs from when the request leaves, or from when the caller asked if the
 * client was still loading axios then (that clock comes with the config). Not for quiet calls.
 */
export const timeSlowRequest = (config: InternalAxiosRequestConfig): InternalAxiosRequestConfig => {
  if (!config.quiet && !config.slowClock?.running) config.slowClock = new SlowClock();
  return config;
};

const configOf = (error: unknown): InternalAxiosRequestConfig | undefined =>
  error instanceof Error && 'config' in error ? (error.config as InternalAxiosRequestConfig) : undefined;

/** Response rule: the answer is in; what follows (reading it, a dialog) is not the request being slow. */
export const stopSlowClock = (response: AxiosResponse): AxiosResponse => {
  response.config.slowClock?.stop();
  return response;
};

export const stopSlowClockOnFailure = (error: unknown): never => {
  configOf(error)?.slowClock?.stop();
  throw error;
};
