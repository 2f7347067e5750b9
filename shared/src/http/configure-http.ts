import { apiClient, DEFAULT_BASE_URL } from './api-client';
import { setHttpRuntime } from './runtime';

export interface HttpOptions {
  /** Where the portal API lives; '/api' on the portal's own origin by default. */
  baseURL?: string;
  /** Router navigation, used to send an expired session to /page-timeout. */
  navigate: (path: string) => void;
  /** The current language for Accept-Language; the stored choice by default. */
  getLanguage?: () => string;
}

/** Called once by the shell at start. */
export const configureHttp = (options: HttpOptions): void => {
  apiClient.defaults.baseURL = options.baseURL ?? DEFAULT_BASE_URL;
  setHttpRuntime({
    navigate: options.navigate,
    ...(options.getLanguage ? { getLanguage: options.getLanguage } : {}),
  });
};
