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
 * The share scope the host hands every remote's container (`container.init`), in the format of
 * the bundler's container protocol: `scope[key][version] = { get, from, eager, loaded }`, where
 * `get()` resolves to a factory of the module. The host is no federated build itself (decision
 * 0011): it offers the modules it has already loaded, so a remote's React, router, stores and
 * `@portal/shared` parts are the host's own. The versions come from the build (`__HOST_SHARES__`,
 * the same list and versions the remotes' builds require), and a test keeps both key lists equal.
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

export interface SharedModuleEntry {
  get: () => Promise<() => unknown>;
  from: string;
  eager: boolean;
  /** Already loaded: a remote never replaces it with a copy of its own (its dev build has them). */
  loaded: 1;
}

export type ShareScope = Record<string, Record<string, SharedModuleEntry>>;

let scope: ShareScope | null = null;

/** The one share scope of the page (made on first use). */
export function hostShareScope(versions: Readonly<Record<string, string>> = __HOST_SHARES__): ShareScope {
  if (scope) return scope;
  const made: ShareScope = {};
  for (const [key, module] of Object.entries(HOST_SHARED_MODULES)) {
    const version = versions[key];
    if (!version) throw new Error(`hostShareScope: the build names no version of "${key}".`);
    const factory = () => module;
    made[key] = { [version]: { get: () => Promise.resolve(factory), from: 'shell', eager: true, loaded: 1 } };
  }
  scope = made;
  return scope;
}
