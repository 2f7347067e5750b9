import { loadNamespaces, type Namespace } from '@portal/shared/i18n';
import type { ComponentType } from 'react';

/** One namespace, or several when a remote splits its texts by screen. */
export type PageNamespaces = Namespace | readonly Namespace[];

/** A route's `lazy`: the screen's chunk and its message namespaces, fetched in parallel. */
export const lazyPage =
  <M>(namespace: PageNamespaces, load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => {
    const [module] = await Promise.all([load(), loadNamespaces(namespace)]);
    return { Component: pick(module) };
  };

/** `lazyPage` bound to a remote's namespace(s): `export const lazyPage = lazyPageFor(NAMESPACE)`. */
export const lazyPageFor =
  (namespace: PageNamespaces) =>
  <M>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
    lazyPage(namespace, load, pick);
