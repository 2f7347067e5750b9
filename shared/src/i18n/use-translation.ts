import { useMemo, useSyncExternalStore } from 'react';
import type { I18n, TFunction, TOptions } from './engine';

/**
 * `useTranslation(ns?)` for one engine, the way react-i18next does it with Suspense: the component
 * suspends until the engine is initialised and its namespaces are loaded in the current language,
 * then gets a `t` that searches those namespaces in order. It re-renders when the language changes
 * or a bundle loads; `t` keeps its identity until the language or the namespaces change.
 *
 * Deliberately not supported: `<Trans>`, a non-Suspense mode (`ready` is always true once
 * rendered), `keyPrefix`, `lng` and `getFixedT`.
 */

export interface UseTranslationResult {
  t: TFunction;
  i18n: I18n;
  ready: true;
}

type Translate = (key: string, options?: TOptions) => unknown;
type Pending = { promise: Promise<void>; failed: boolean; error?: unknown };

export function createUseTranslation(i18n: I18n) {
  // Counts every change, even with no component listening (one rendered but not yet subscribed
  // sees it). Registered first, so it runs before the components' listeners.
  let version = 0;
  const bump = () => {
    version++;
  };
  i18n.on('languageChanged', bump);
  i18n.on('loaded', bump);
  const getVersion = () => version;
  const subscribe = (onChange: () => void) => {
    i18n.on('languageChanged', onChange);
    i18n.on('loaded', onChange);
    return () => {
      i18n.off('languageChanged', onChange);
      i18n.off('loaded', onChange);
    };
  };

  /** One promise per (language, namespaces), so every render of a waiting component throws the same one. */
  const pending = new Map<string, Pending>();
  const suspend = (key: string, namespaces: readonly string[]): never => {
    let entry = pending.get(key);
    if (!entry) {
      const created: Pending = { failed: false, promise: Promise.resolve() };
      // loadNamespaces waits for init. A failure resolves too, so that the retry throws the error.
      created.promise = i18n.loadNamespaces(namespaces).then(
        () => {
          pending.delete(key);
        },
        (error: unknown) => {
          created.failed = true;
          created.error = error;
        },
      );
      pending.set(key, created);
      entry = created;
    }
    if (entry.failed) {
      // React renders again at once after an error: the failure stays until this task ends, then it
      // is forgotten so that remounting (an error boundary's "try again") loads again.
      const failed = entry;
      setTimeout(() => pending.get(key) === failed && pending.delete(key));
      throw failed.error;
    }
    throw entry.promise;
  };

  // biome-ignore lint/correctness/noComponentHookFactories: made once per engine, at module level by the caller.
  return function useTranslation(ns?: string | readonly string[]): UseTranslationResult {
    useSyncExternalStore(subscribe, getVersion, getVersion);
    const language = i18n.language;
    const nsKey = (typeof ns === 'string' ? [ns] : ns?.length ? ns : [i18n.defaultNS]).join(' ');
    // biome-ignore lint/correctness/useExhaustiveDependencies: a new language must give a new t (memoised children re-render).
    const t = useMemo(() => {
      const namespaces = nsKey.split(' ');
      const translate: Translate = (key, options) =>
        (i18n.t as Translate)(key, { ns: namespaces, ...options });
      return translate as TFunction;
    }, [language, nsKey]);
    const namespaces = nsKey.split(' ');
    if (!i18n.isInitialized || !namespaces.every((name) => i18n.hasLoadedNamespace(name)))
      suspend(`${language}\n${nsKey}`, namespaces);
    return { t, i18n, ready: true };
  };
}
