import type { AxiosStatic } from 'axios';

let loading: Promise<AxiosStatic> | null = null;

/**
 * axios, fetched with the first request rather than with the page: this module is part of the
 * shell's start-up files, and nothing the first paint needs uses axios (~20 KB gzip). The bundler
 * gives it a file of its own, `axios`. Fetched once; a fetch that failed (a dropped connection) is
 * tried again by the next request.
 */
export const loadAxios = (): Promise<AxiosStatic> => {
  loading ??= import(/* webpackChunkName: "axios" */ 'axios').then(
    (module) => module.default,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
};
