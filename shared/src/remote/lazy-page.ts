import { i18n, type Namespace } from '@portal/shared/i18n';
import type { ComponentType } from 'react';

/** A route's `lazy`: the screen's chunk and the remote's message namespace, fetched in parallel. */
export const lazyPage =
  <M>(namespace: Namespace, load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => {
    const [module] = await Promise.all([load(), i18n.loadNamespaces(namespace)]);
    return { Component: pick(module) };
  };

/** `lazyPage` bound to one remote's namespace: `export const lazyPage = lazyPageFor(NAMESPACE)`. */
export const lazyPageFor =
  (namespace: Namespace) =>
  <M>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
    lazyPage(namespace, load, pick);
