import { AUTH_HEADER, CHANNEL_HEADER, CHANNEL_WEB } from '../contracts/endpoint';
import { useSessionStore } from '../stores/session-store';
import { createHttpClient } from './http-client';
import { httpRuntime } from './runtime';

/** The specification's request timeout (§9). */
export const HTTP_TIMEOUT_MS = 6_000_000;
export const DEFAULT_BASE_URL = '/api';

/** The portal API's client: session token, channel and language on every request. */
export const apiClient = createHttpClient({
  baseURL: DEFAULT_BASE_URL,
  timeout: HTTP_TIMEOUT_MS,
  headers: () => {
    const { token } = useSessionStore.getState();
    return {
      ...(token ? { [AUTH_HEADER]: token } : {}),
      [CHANNEL_HEADER]: CHANNEL_WEB,
      'Accept-Language': httpRuntime().getLanguage(),
    };
  },
});
