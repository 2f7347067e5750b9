import { createI18n, type I18n } from './engine';
import {
  DEFAULT_LANGUAGE,
  isSupportedLanguage,
  type Language,
  readStoredLanguage,
  storeLanguage,
} from './languages';
import { loadMessages } from './load-messages';
import { FALLBACK_NAMESPACES, INITIAL_NAMESPACES, requiredNamespaces } from './namespaces';
import { createUseTranslation } from './use-translation';

/**
 * The portal's one i18n instance. `@portal/shared/i18n` is a Module Federation singleton, so the
 * shell and every remote translate with this instance and re-render together on a language change.
 */
export const i18n: I18n = createI18n();

/** `const { t } = useTranslation(['fastTrack', 'common'])`: the namespaces searched in order. */
export const useTranslation = createUseTranslation(i18n);

let ready: Promise<I18n> | null = null;

const setDocumentLanguage = (language: unknown) => {
  if (typeof document !== 'undefined' && typeof language === 'string')
    document.documentElement.lang = language;
};

/** Loads `common` and `shell` in the stored language (en-US when none is stored yet). Idempotent. */
export const initI18n = (): Promise<I18n> => {
  ready ??= (async () => {
    const language = readStoredLanguage() ?? DEFAULT_LANGUAGE;
    storeLanguage(language);
    if (!i18n.isInitialized) {
      i18n.on('languageChanged', setDocumentLanguage);
      // A message file that does not load does not stop the start: the engine is initialised all
      // the same, and a screen using that namespace loads it again (and shows its error if it fails).
      await i18n
        .init({
          lng: language,
          ns: INITIAL_NAMESPACES,
          defaultNS: 'common',
          fallbackNS: FALLBACK_NAMESPACES,
          requires: requiredNamespaces,
          load: loadMessages,
        })
        .catch(() => undefined);
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

/**
 * Text for an API errorCode in the current language; the server's message when the code is not
 * catalogued (or, outside a remote's screens and the payment return, before `screens` is loaded).
 */
export const translateError = (errorCode: number, message: string): string =>
  i18n.isInitialized ? i18n.t(`common:errors.${errorCode}`, { defaultValue: message }) : message;
