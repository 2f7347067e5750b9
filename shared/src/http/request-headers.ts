import type { InternalAxiosRequestConfig } from 'axios';
import { AUTH_HEADER, CHANNEL_HEADER, CHANNEL_WEB } from '../contracts/endpoint';
import { useSessionStore } from '../stores/session-store';
import { httpRuntime } from './runtime';

// Request rules. Each runs again when Try Again sends a request again, so each sets its headers
// from the current state rather than trusting what the first attempt carried.

/** JSON both ways: the answer is asked for as JSON, a body goes as JSON (a GET has none, nor Content-Type). */
export const withJson = (config: InternalAxiosRequestConfig): InternalAxiosRequestConfig => {
  config.headers.set('Accept', 'application/json');
  if (config.data !== undefined) config.headers.set('Content-Type', 'application/json');
  return config;
};

/** The visitor's language, read at every request since it can change at any time. */
export const withLanguage = (config: InternalAxiosRequestConfig): InternalAxiosRequestConfig => {
  config.headers.set('Accept-Language', httpRuntime().getLanguage());
  return config;
};

/**
 * The portal API's own headers, for its client only (the payment host gets neither): the session
 * token while there is one, and none once it has ended, and the channel on every call. A call with
 * its own token (the operations console's) sends that one, never the cardholder's.
 */
export const withPortalSession = (config: InternalAxiosRequestConfig): InternalAxiosRequestConfig => {
  const token = config.ownToken ?? useSessionStore.getState().token;
  if (token) config.headers.set(AUTH_HEADER, token);
  else config.headers.delete(AUTH_HEADER);
  config.headers.set(CHANNEL_HEADER, CHANNEL_WEB);
  return config;
};
