export { useTranslation } from 'react-i18next';
export { getLanguage, i18n, initI18n, setLanguage, translateError } from './instance';
export {
  DEFAULT_LANGUAGE,
  isSupportedLanguage,
  LANGUAGE_LABELS,
  type Language,
  SUPPORTED_LANGUAGES,
} from './languages';
export { NAMESPACES, type Namespace } from './namespaces';
