import type { InitOptions } from 'i18next';
import { policyValues } from '../policy/policy-texts';
import { SUPPORTED_LANGUAGES } from './languages';
import { DEFAULT_NAMESPACE, FALLBACK_NAMESPACES, INITIAL_NAMESPACES } from './namespaces';

/**
 * The portal's i18next options, all but the language (initI18n reads the stored one). A new object
 * each call: i18next keeps and extends the arrays it is given (`ns` grows as namespaces load).
 */
export const i18nextOptions = (): InitOptions => ({
  supportedLngs: [...SUPPORTED_LANGUAGES],
  // Every language has every key (locales.test.ts): no English files for a Portuguese visitor, and
  // no `en` for `en-US`.
  fallbackLng: false,
  load: 'currentOnly',
  ns: [...INITIAL_NAMESPACES],
  defaultNS: DEFAULT_NAMESPACE,
  fallbackNS: [...FALLBACK_NAMESPACES],
  // React escapes what it renders. The service policy's numbers are every text's defaults: a message
  // says `{{assistantLeadHours}}` and shows the policy's value without the screen passing it.
  interpolation: { escapeValue: false, defaultVariables: policyValues() },
  // A key without a text answers the key (or the defaultValue), never null: call sites render it.
  returnNull: false,
  react: {
    // Screens suspend until their namespaces are in.
    useSuspense: true,
    // `useTranslation(['fastTrack', 'common'])` searches both, in order, then the fallback namespaces.
    nsMode: 'fallback',
    // A screen that reads another namespace by prefix (`t('help:title')`) shows it once it arrives.
    bindI18n: 'languageChanged loaded',
  },
});
