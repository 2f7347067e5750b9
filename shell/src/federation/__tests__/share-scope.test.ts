import { beforeEach, describe, expect, it, vi } from 'vitest';

const versions = {
  react: '19.3.1',
  'react/jsx-runtime': '19.3.1',
  'react-dom': '19.3.1',
  'react-dom/client': '19.3.1',
  'react-router': '7.18.5',
  zustand: '5.1.0',
  '@portal/shared/stores': '0.1.0',
  '@portal/shared/http': '0.1.0',
  '@portal/shared/i18n': '0.1.0',
  '@portal/shared/ui': '0.1.0',
  '@portal/shared/contracts': '0.1.0',
};

// A fresh module per test (the scope is made once per page), with the modules it must hand out.
let shareScope: typeof import('../share-scope');
let own: {
  React: typeof import('react');
  router: typeof import('react-router');
  stores: typeof import('@portal/shared/stores');
  contracts: typeof import('@portal/shared/contracts');
};
beforeEach(async () => {
  vi.resetModules();
  shareScope = await import('../share-scope');
  own = {
    React: (await import('react')).default,
    router: await import('react-router'),
    stores: await import('@portal/shared/stores'),
    contracts: await import('@portal/shared/contracts'),
  };
});

/** What a remote's runtime does with an entry: `get()`, then call the factory. */
const consume = async (scope: ReturnType<typeof shareScope.hostShareScope>, key: string) => {
  const entries = scope[key] ?? {};
  const [version, entry] = Object.entries(entries)[0] ?? [];
  if (!entry) throw new Error(`no ${key}`);
  return { version, entry, module: (await entry.get())() };
};

describe("the host's share scope", () => {
  it('offers each module once, in the version the build names, already loaded', async () => {
    const scope = shareScope.hostShareScope(versions);
    expect(Object.keys(scope).sort()).toEqual(Object.keys(versions).sort());
    for (const [key, version] of Object.entries(versions)) {
      expect(Object.keys(scope[key] ?? {})).toEqual([version]);
      expect(scope[key]?.[version]).toMatchObject({ from: 'shell', loaded: 1, eager: true });
    }
  });

  it("hands out the host's own modules: one React, one router, one store", async () => {
    const scope = shareScope.hostShareScope(versions);
    expect((await consume(scope, 'react')).module).toBe(own.React);
    expect((await consume(scope, 'react-router')).module).toMatchObject({ Link: own.router.Link });
    expect((await consume(scope, '@portal/shared/stores')).module).toMatchObject({
      useSessionStore: own.stores.useSessionStore,
    });
    expect((await consume(scope, '@portal/shared/contracts')).module).toMatchObject({
      ErrorCode: own.contracts.ErrorCode,
    });
  });

  it('is one object for the page, so every container shares it', () => {
    expect(shareScope.hostShareScope(versions)).toBe(shareScope.hostShareScope({}));
  });

  it('refuses a build that names no version of a module', () => {
    const { react: _omitted, ...withoutReact } = versions;
    expect(() => shareScope.hostShareScope(withoutReact)).toThrow(/no version of "react"/);
  });
});
