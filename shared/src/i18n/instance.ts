import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  isSupportedLanguage,
  type Language,
  readStoredLanguage,
  SUPPORTED_LANGUAGES,
  storeLanguage,
} from './languages';
import { lazyBackend } from './lazy-backend';
import { INITIAL_NAMESPACES } from './namespaces';

/**
 * The portal's one i18next instance: i18next's own default instance, which Module Federation
 * shares as a singleton between the shell and every remote.
 */
export const i18n: I18n = i18next;

let ready: Promise<I18n> | null = null;

const setDocumentLanguage = (language: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};

/** Loads `common` and `shell` in the stored language (en-US when none is stored yet). Idempotent. */
export const initI18n = (): Promise<I18n> => {
  ready ??= (async () => {
    const language = readStoredLanguage() ?? DEFAULT_LANGUAGE;
    storeLanguage(language);
    if (!i18n.isInitialized) {
      i18n.on('languageChanged', setDocumentLanguage);
      await i18n
        .use(lazyBackend)
        .use(initReactI18next)
        .init({
          lng: language,
          fallbackLng: DEFAULT_LANGUAGE,
          supportedLngs: [...SUPPORTED_LANGUAGES],
          load: 'currentOnly',
          ns: [...INITIAL_NAMESPACES],
          defaultNS: 'common',
          fallbackNS: 'common',
          // React escapes what it renders.
          interpolation: { escapeValue: false },
        });
    }
    setDocumentLanguage(i18n.language);
    return i18n;
  })();
  return ready;
};

/** Switches every mounted screen to `language` and remembers the choice. */
export const setLanguage = async (language: Language): Promise<void> => {
  if (!isSupportedLanguage(language)) throw new Error(`Unsupported language: ${String(language)}`);
  storeLanguage(language);
  await initI18n();
  await i18n.changeLanguage(language);
};

/** The language in use (before initI18n: the stored choice, else en-US). */
export const getLanguage = (): Language => {
  const current = i18n.isInitialized ? i18n.language : null;
  return isSupportedLanguage(current) ? current : (readStoredLanguage() ?? DEFAULT_LANGUAGE);
};

/** Text for an API errorCode in the current language; the server's message when the code is not catalogued. */
export const translateError = (errorCode: number, message: string): string =>
  i18n.isInitialized ? i18n.t(`common:errors.${errorCode}`, { defaultValue: message }) : message;
