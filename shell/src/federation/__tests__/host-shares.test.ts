import * as contracts from '@portal/shared/contracts';
import * as stores from '@portal/shared/stores';
import React from 'react';
import * as router from 'react-router';
import { describe, expect, it } from 'vitest';
import { hostShares } from '../host-shares';

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

const own = { React, router, stores, contracts };

describe("the host's shares for the federation runtime", () => {
  it('offers each module once, in the version the build names, as a singleton of that range', () => {
    const shares = hostShares(versions);
    expect(Object.keys(shares).sort()).toEqual(Object.keys(versions).sort());
    for (const [key, version] of Object.entries(versions))
      expect(shares[key]).toMatchObject({
        version,
        shareConfig: { singleton: true, requiredVersion: `^${version}` },
      });
  });

  it("hands out the host's own modules already loaded: one React, one router, one store", () => {
    const shares = hostShares(versions);
    expect(shares.react?.lib()).toBe(own.React);
    expect(shares['react-router']?.lib()).toMatchObject({ Link: own.router.Link });
    expect(shares['@portal/shared/stores']?.lib()).toMatchObject({
      useSessionStore: own.stores.useSessionStore,
    });
    expect(shares['@portal/shared/contracts']?.lib()).toMatchObject({ ErrorCode: own.contracts.ErrorCode });
  });

  it('refuses a build that names no version of a module', () => {
    const { react: _omitted, ...withoutReact } = versions;
    expect(() => hostShares(withoutReact)).toThrow(/no version of "react"/);
  });
});
