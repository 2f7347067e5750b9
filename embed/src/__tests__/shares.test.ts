import { describe, expect, it, vi } from 'vitest';
import { embedShares } from '../shares';

const versions = {
  react: '19.3.1',
  'react-dom/client': '19.3.1',
  'react/jsx-runtime': '19.3.1',
  zustand: '5.1.0',
};

describe("the loader's shares", () => {
  it("offers React as the chosen React's version, checked against the build's range, and loads nothing up front", async () => {
    const page = { version: '19.4.0' };
    const chosen = {
      version: '19.4.0',
      modules: vi.fn(async () => ({ react: page, 'react-dom/client': {} })),
    };
    const jsx = {};
    const portal = vi.fn(async () => ({ 'react/jsx-runtime': jsx, zustand: {} }));
    const shares = embedShares(versions, chosen, portal);

    expect(Object.keys(shares).sort()).toEqual(Object.keys(versions).sort());
    expect(shares.react).toMatchObject({
      version: '19.4.0',
      shareConfig: { singleton: true, requiredVersion: '^19.3.1' },
    });
    expect(shares.zustand).toMatchObject({ version: '5.1.0', shareConfig: { requiredVersion: '^5.1.0' } });
    expect(chosen.modules).not.toHaveBeenCalled();
    expect(portal).not.toHaveBeenCalled();

    expect((await shares.react?.get())?.()).toBe(page);
    expect((await shares['react/jsx-runtime']?.get())?.()).toBe(jsx);
  });

  it('says which share it has no module for', async () => {
    const shares = embedShares(versions, { version: '19.3.1', modules: async () => ({}) }, async () => ({}));
    await expect(shares.zustand?.get()).rejects.toThrow(/"zustand"/);
  });
});
