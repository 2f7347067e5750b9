import type { i18n as I18n } from 'i18next';
import { useTranslation as useReactI18next } from 'react-i18next';
import type { FailedLoads } from './failed-loads';
import { DEFAULT_NAMESPACE, withRequiredNamespaces } from './namespaces';

/**
 * react-i18next's `useTranslation` bound to the portal's instance, for the shell and every remote:
 * remotes import it from `@portal/shared/i18n` (a Module Federation singleton) and never
 * react-i18next itself, and the instance is handed over explicitly, so no provider or module-level
 * instance of another container is needed.
 *
 * `useTranslation(ns?)` suspends until `ns` and what it requires (a remote's namespace: `screens`)
 * are loaded, searches them in order, then `common` and `screens`; a file that failed to load is
 * thrown to the error boundary, and loads again when the screen is mounted again.
 */
export function createUseTranslation(i18n: I18n, failedLoads: FailedLoads) {
  // One options object: react-i18next recomputes its snapshot when it changes.
  const options = { i18n };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per instance, at module level by the caller.
  return function useTranslation(ns: string | readonly string[] = DEFAULT_NAMESPACE) {
    const namespaces = withRequiredNamespaces(ns);
    const translation = useReactI18next(namespaces, options);
    failedLoads.throwForRender(i18n.language, namespaces);
    return translation;
  };
}
