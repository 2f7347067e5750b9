export type { I18n, Resources, TFunction, TOptions } from './engine';
export { getLanguage, i18n, initI18n, setLanguage, translateError, useTranslation } from './instance';
export {
  DEFAULT_LANGUAGE,
  isSupportedLanguage,
  LANGUAGE_LABELS,
  type Language,
  SUPPORTED_LANGUAGES,
} from './languages';
export { NAMESPACES, type Namespace, SCREENS_NAMESPACE } from './namespaces';
