import { describe, expect, it } from 'vitest';
import { rolesAllow } from '../endpoints/operations';

describe('rolesAllow (the API and the console alike)', () => {
  it('lets every operator read, and nobody without a role', () => {
    expect(rolesAllow(['viewer'], 'viewer')).toBe(true);
    expect(rolesAllow(['quotes'], 'viewer')).toBe(true);
    expect(rolesAllow([], 'viewer')).toBe(false);
  });

  it('lets a change through only with its own role', () => {
    expect(rolesAllow(['quotes'], 'quotes')).toBe(true);
    expect(rolesAllow(['quotes', 'remotes'], 'remotes')).toBe(true);
    expect(rolesAllow(['viewer'], 'remotes')).toBe(false);
    expect(rolesAllow(['quotes'], 'programme')).toBe(false);
  });
});
