import type { i18n as I18n } from 'i18next';
import type { FailedLoads } from './failed-loads';
import { withRequiredNamespaces } from './namespaces';

const initialized = (i18n: I18n) =>
  i18n.isInitialized
    ? Promise.resolve()
    : new Promise<void>((resolve) => i18n.once('initialized', () => resolve()));

/**
 * Loading texts ahead of the screens that show them (a route's lazy, a module from another remote).
 * Unlike `i18n.loadNamespaces`, each resolves only once every file is in (and rejects with the
 * load error otherwise), asks again for a file that failed before, and waits for initI18n.
 */
export function createNamespaceLoaders(i18n: I18n, failedLoads: FailedLoads) {
  /** Loads `ns` and what it requires (a remote's namespace brings `screens`) in the current language. */
  const loadNamespaces = async (ns: string | readonly string[]): Promise<void> => {
    await initialized(i18n);
    const namespaces = withRequiredNamespaces(ns);
    const { language } = i18n;
    await Promise.all([i18n.loadNamespaces(namespaces), failedLoads.retry(language, namespaces)]);
    failedLoads.throwFirst(language, namespaces);
  };

  /** Loads every namespace in use in `language` without switching to it. */
  const loadLanguage = async (language: string): Promise<void> => {
    await initialized(i18n);
    const inUse = [i18n.options.ns ?? []].flat();
    const missing = inUse.filter((namespace) => !i18n.hasResourceBundle(language, namespace));
    // Not loadLanguages: i18next would then load that language with every later namespace too.
    await failedLoads.reload(language, missing);
    failedLoads.throwFirst(language, missing);
  };

  return { loadNamespaces, loadLanguage };
}
