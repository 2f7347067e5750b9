import type { i18n as I18n } from 'i18next';
import { createI18n } from './create-i18n';
import { i18nextOptions } from './i18next-options';
import {
  DEFAULT_LANGUAGE,
  isSupportedLanguage,
  type Language,
  readStoredLanguage,
  storeLanguage,
} from './languages';
import { loadMessages } from './load-messages';
import { readStartMessages } from './start-messages';

const portal = createI18n(loadMessages);

/**
 * The portal's one i18next instance. `@portal/shared/i18n` is a Module Federation singleton, so the
 * shell and every remote translate with this instance and re-render together on a language change.
 */
export const i18n: I18n = portal.i18n;

/** `const { t } = useTranslation(['fastTrack', 'common'])`: the namespaces searched in order. */
export const useTranslation = portal.useTranslation;

/**
 * Loads namespaces (with `screens` for a remote's) ahead of the screen showing them; rejects when a
 * file does not load, and asks again for one that failed before.
 */
export const loadNamespaces = portal.loadNamespaces;

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
      // A message file that does not load does not stop the start: i18next resolves all the same,
      // and a screen using that namespace loads it again (and shows its error if it fails).
      // The prerendered page carries its start-up texts: handed over, not downloaded again.
      const handed = readStartMessages(language);
      await i18n.init({
        ...i18nextOptions(),
        lng: language,
        ...(handed ? { resources: { [language]: handed }, partialBundledLanguages: true } : {}),
      });
    }
    setDocumentLanguage(i18n.language);
    return i18n;
  })();
  return ready;
};

/** The language setLanguage was last asked for: an earlier call that finishes later must not win. */
let requested: Language | null = null;

/**
 * Switches every mounted screen to `language` and remembers the choice. The switch waits until the
 * texts in use are loaded in that language; when one does not load, it rejects and the screens stay
 * in the language they are in.
 */
export const setLanguage = async (language: Language): Promise<void> => {
  if (!isSupportedLanguage(language)) throw new Error(`Unsupported language: ${String(language)}`);
  requested = language;
  storeLanguage(language);
  await initI18n();
  await portal.loadLanguage(language);
  if (requested === language) await i18n.changeLanguage(language);
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
