import { i18n } from '@portal/shared/i18n';
import type { ComponentType } from 'react';

/** This remote's message namespace, loaded together with a screen's code. */
export const NAMESPACE = 'fastTrack';

/** A route's `lazy`: the screen's chunk and this remote's messages, fetched in parallel. */
export const lazyPage =
  <M>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => {
    const [module] = await Promise.all([load(), i18n.loadNamespaces(NAMESPACE)]);
    return { Component: pick(module) };
  };
