import axios from 'axios';
import { AUTH_HEADER, CHANNEL_HEADER, CHANNEL_WEB } from '../contracts/endpoint';
import { useSessionStore } from '../stores/session-store';
import { httpRuntime } from './runtime';

/** The specification's request timeout (§9). */
export const HTTP_TIMEOUT_MS = 6_000_000;
export const DEFAULT_BASE_URL = '/api';

/** The portal API's client: session token, channel and language on every request. */
export const apiClient = axios.create({
  baseURL: DEFAULT_BASE_URL,
  timeout: HTTP_TIMEOUT_MS,
  headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
});

apiClient.interceptors.request.use((config) => {
  const { token } = useSessionStore.getState();
  if (token) config.headers.set(AUTH_HEADER, token);
  config.headers.set(CHANNEL_HEADER, CHANNEL_WEB);
  config.headers.set('Accept-Language', httpRuntime().getLanguage());
  return config;
});
