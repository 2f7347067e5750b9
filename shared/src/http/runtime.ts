import { DEFAULT_LANGUAGE, readStoredLanguage } from '../i18n/languages';

/** What the client needs from the app around it; set by configureHttp. */
export interface HttpRuntime {
  navigate: (path: string) => void;
  getLanguage: () => string;
}

const defaults: HttpRuntime = {
  // Before the shell has configured its router, a full page load still gets the user there.
  navigate: (path) => window.location.assign(path),
  getLanguage: () => readStoredLanguage() ?? DEFAULT_LANGUAGE,
};

let current: HttpRuntime = defaults;

export const httpRuntime = (): HttpRuntime => current;

export const setHttpRuntime = (runtime: Partial<HttpRuntime>) => {
  current = { ...defaults, ...runtime };
};
