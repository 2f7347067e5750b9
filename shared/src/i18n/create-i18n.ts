import i18next, { type ResourceKey } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { watchFailedLoads } from './failed-loads';
import { createNamespaceLoaders } from './load-namespaces';
import { createUseTranslation } from './use-translation';

export type LoadMessages = (language: string, namespace: string) => Promise<ResourceKey>;

/**
 * An i18next instance reading its message files through `load`, with its `useTranslation` and
 * loaders; not initialised (`init({ ...i18nextOptions(), lng })`: before init, i18next must not be
 * given namespaces, or asking it to load one throws). Tests make their own with a `load` they
 * control; the portal has one (instance.ts).
 */
export function createI18n(load: LoadMessages) {
  const i18n = i18next.createInstance().use(resourcesToBackend(load)).use(initReactI18next);
  const failedLoads = watchFailedLoads(i18n);
  return {
    i18n,
    useTranslation: createUseTranslation(i18n, failedLoads),
    ...createNamespaceLoaders(i18n, failedLoads),
  };
}
