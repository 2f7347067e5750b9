import type { RemoteEntry } from '@portal/shared/contracts';
import { ownsPath } from '@portal/shared/contracts';
import { describe, expect, it } from 'vitest';
import { findPathOwner } from '../remote-owner';

const help: RemoteEntry = {
  name: 'mfe-help',
  manifestUrl: '/remotes/mfe-help/mf-manifest.json',
  prefixes: ['/help', '/helpList', '/conditions'],
  enabled: true,
};

describe('remote ownership of paths', () => {
  it('owns a prefix and the paths under it, not paths that merely start with the same letters', () => {
    expect(ownsPath('/help', '/help')).toBe(true);
    expect(ownsPath('/help', '/help/topic')).toBe(true);
    expect(ownsPath('/help', '/helpList')).toBe(false);
  });

  it('finds the owner in the registry first', () => {
    expect(findPathOwner([help], '/helpList')).toEqual({ kind: 'remote', remote: help });
  });

  it('falls back to the shell’s own knowledge when the registry does not list the remote', () => {
    expect(findPathOwner([], '/account/overview')).toEqual({
      kind: 'unknown-remote',
      name: 'mfe-account',
      prefixes: ['/account'],
    });
  });

  it('owns nothing for an unknown path', () => {
    expect(findPathOwner([help], '/no-such-page')).toBeNull();
    expect(findPathOwner([help], '/')).toBeNull();
  });
});
