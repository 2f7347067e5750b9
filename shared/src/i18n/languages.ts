import { isSupportedLanguage, type Language } from '../contracts/languages';
import { hintLanguage } from '../stores/page-hints';
import { LOCAL_KEYS } from '../stores/storage-keys';

export {
  DEFAULT_LANGUAGE,
  isSupportedLanguage,
  type Language,
  SUPPORTED_LANGUAGES,
} from '../contracts/languages';

/** Each language named in itself, for the language picker. */
export const LANGUAGE_LABELS: Record<Language, string> = {
  'en-US': 'English',
  'pt-BR': 'Português',
  'es-ES': 'Español',
};

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

/** The stored choice, kept as the bare code ('en-US'); a JSON-quoted value is also understood. */
export const readStoredLanguage = (): Language | null => {
  const raw = storage()?.getItem(LOCAL_KEYS.language) ?? null;
  if (raw == null) return null;
  const value = raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  return isSupportedLanguage(value) ? value : null;
};

export const storeLanguage = (language: Language): void => {
  hintLanguage(language);
  try {
    storage()?.setItem(LOCAL_KEYS.language, language);
  } catch {
    // Storage disabled or full: the choice lasts for this page only.
  }
};
