import {
  DEFAULT_LANGUAGE,
  i18n,
  isSupportedLanguage,
  type Language,
  loadNamespaces,
  SCREENS_NAMESPACE,
} from '@portal/shared/i18n';
import { i18nextOptions } from '@portal/shared/i18n/options';
import { NAMESPACE } from '../../namespace';

/**
 * The widget's texts on an issuer's page. The page's one i18next instance (`@portal/shared/i18n`,
 * the loader's copy there) starts in the language the page names, without `initI18n`: that one
 * remembers the choice in local storage and a cookie, which are the portal's and have no business
 * on the issuer's site. The language is the page's, so every widget on it follows the last one set.
 */

let starting: Promise<unknown> | null = null;

/** The language the page asked for, en-US when it named none the portal speaks. */
export const widgetLanguage = (lang: unknown): Language =>
  isSupportedLanguage(lang) ? lang : DEFAULT_LANGUAGE;

/**
 * Loads the widget's texts in `lang`: its namespace with what it requires, and the portal's
 * start-up texts (the service tiles' names), all at once.
 */
export const loadWidgetTexts = async (lang: unknown): Promise<void> => {
  const language = widgetLanguage(lang);
  if (!i18n.isInitialized) {
    const options = i18nextOptions();
    const ns = [...[options.ns ?? []].flat(), NAMESPACE, SCREENS_NAMESPACE];
    starting ??= i18n.init({ ...options, ns, lng: language });
  }
  await starting;
  // changeLanguage loads every namespace in use in that language before it switches.
  if (i18n.language !== language) await i18n.changeLanguage(language);
  await loadNamespaces(NAMESPACE);
};
