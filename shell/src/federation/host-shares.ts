import * as contracts from '@portal/shared/contracts';
import * as http from '@portal/shared/http';
import * as i18n from '@portal/shared/i18n';
import * as stores from '@portal/shared/stores';
import * as ui from '@portal/shared/ui';
import React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as zustand from 'zustand';
import * as reactRouter from './shares/react-router';

/**
 * What the host hands the Module Federation 2 runtime as its shares: its own React, router,
 * stores and `@portal/shared` parts, already loaded (`lib`), so every remote uses the host's copy
 * and a production remote bundles none (decision 0012, the "pure runtime" host). The versions come
 * from the build (`__HOST_SHARES__`, the same list and versions the remotes' builds require), and a
 * test keeps both key lists equal.
 */

declare const __HOST_SHARES__: Readonly<Record<string, string>>;

/** By share key: a CommonJS package as its `module.exports` or its namespace, an ES module as its namespace. */
export const HOST_SHARED_MODULES: Readonly<Record<string, unknown>> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': ReactDOM,
  'react-dom/client': ReactDOMClient,
  'react-router': reactRouter,
  zustand,
  '@portal/shared/stores': stores,
  '@portal/shared/http': http,
  '@portal/shared/i18n': i18n,
  '@portal/shared/ui': ui,
  '@portal/shared/contracts': contracts,
};

/** One share as `createInstance({ shared })` takes it. */
export interface HostShare {
  version: string;
  lib: () => unknown;
  shareConfig: { singleton: true; requiredVersion: string };
}

/** The `shared` option of the host's federation instance. */
export function hostShares(
  versions: Readonly<Record<string, string>> = __HOST_SHARES__,
): Record<string, HostShare> {
  const shares: Record<string, HostShare> = {};
  for (const [key, module] of Object.entries(HOST_SHARED_MODULES)) {
    const version = versions[key];
    if (!version) throw new Error(`hostShares: the build names no version of "${key}".`);
    shares[key] = {
      version,
      lib: () => module,
      shareConfig: { singleton: true, requiredVersion: `^${version}` },
    };
  }
  return shares;
}
