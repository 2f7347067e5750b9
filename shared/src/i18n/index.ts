export type { i18n as I18n, ResourceKey as Resources, TFunction, TOptions } from 'i18next';
export {
  getLanguage,
  i18n,
  initI18n,
  loadNamespaces,
  setLanguage,
  translateError,
  useTranslation,
} from './instance';
export {
  DEFAULT_LANGUAGE,
  isSupportedLanguage,
  LANGUAGE_LABELS,
  type Language,
  SUPPORTED_LANGUAGES,
} from './languages';
export { CHECKOUT_NAMESPACE, NAMESPACES, type Namespace, SCREENS_NAMESPACE } from './namespaces';
export { type StartMessages, startMessagesElement } from './start-messages';
