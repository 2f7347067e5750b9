// @ts-check
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildConfig } from './index.mjs';

const workspace = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** @param {'host' | 'remote'} role @param {boolean} production */
const config = (role, production) =>
  buildConfig(
    {
      name: role === 'host' ? 'shell' : 'mfe-help',
      dir: path.join(workspace, role === 'host' ? 'shell' : 'mfe-help'),
      role,
      port: 3000,
    },
    { serving: false, production },
  );

describe("the host's start-up chunks", () => {
  const splitChunks = config('host', true).optimization?.splitChunks;
  const groups = splitChunks ? (splitChunks.cacheGroups ?? {}) : {};
  /** @param {string} file */
  const groupOf = (file) =>
    Object.entries(groups).find(
      ([, group]) => typeof group === 'object' && group.test instanceof RegExp && group.test.test(file),
    )?.[0] ?? null;

  it('put the start-up shares together', () => {
    const pnpm = '/w/node_modules/.pnpm';
    expect(
      groupOf(
        `${pnpm}/react-dom@19.3.1_react@19.3.1/node_modules/react-dom/cjs/react-dom-client.production.js`,
      ),
    ).toBe('react');
    expect(groupOf(`${pnpm}/react@19.3.1/node_modules/react/jsx-runtime.js`)).toBe('react');
    expect(groupOf(`${pnpm}/zod@4.6.7/node_modules/zod/mini/index.js`)).toBe('libs');
    expect(groupOf(`${pnpm}/zod@4.6.7/node_modules/zod/v4/mini/schemas.js`)).toBe('libs');
    expect(groupOf(`${pnpm}/zod@4.6.7/node_modules/zod/v4/core/schemas.js`)).toBe('libs');
    expect(groupOf(`${pnpm}/zod@4.6.7/node_modules/zod/v4/locales/en.js`)).toBe('libs');
    expect(groupOf(`${pnpm}/zustand@5.1.0/node_modules/zustand/esm/index.mjs`)).toBe('libs');
    // The production host takes react-router's production build (productionRouterAliases).
    expect(groupOf(`${pnpm}/react-router@7.18.5/node_modules/react-router/dist/production/index.mjs`)).toBe(
      'libs',
    );
    expect(groupOf('/w/shared/src/ui/button.tsx')).toBe('portalShared');
    expect(groupOf('/w/shared/src/http/http-client.ts')).toBe('portalShared');
    expect(groupOf('/w/shared/src/i18n/instance.ts')).toBe('portalShared');
    expect(groupOf('/w/shared/src/validation/safe-text-check.ts')).toBe('portalShared');
    expect(groupOf('/w/shared/src/contracts/endpoints/remotes.ts')).toBe('portalShared');
  });

  it('leave out what loads later: locales, per-domain contracts, other packages', () => {
    expect(groupOf('/w/shared/src/i18n/locales/en-US/screens.json')).toBe(null);
    expect(groupOf('/w/shared/src/i18n/locales/pt-BR/help.json')).toBe(null);
    expect(groupOf('/w/shared/src/contracts/endpoints/payments.ts')).toBe(null);
    expect(groupOf('/w/shared/src/contracts/endpoints/accounts.ts')).toBe(null);
    expect(groupOf('/w/shared/src/validation/index.ts')).toBe(null);
    // The light contracts are `zod/mini`: classic zod is not for the start-up (decision 0004).
    expect(groupOf('/w/node_modules/.pnpm/zod@4.6.7/node_modules/zod/index.js')).toBe(null);
    expect(groupOf('/w/node_modules/.pnpm/zod@4.6.7/node_modules/zod/v4/classic/schemas.js')).toBe(null);
    // The card forms and the Secure Checkout box load with a card page or a payment return only.
    expect(groupOf('/w/shared/src/payments/new-card-fields.tsx')).toBe(null);
    expect(groupOf('/w/shared/src/payments/secure-checkout-box.tsx')).toBe(null);
    expect(
      groupOf('/w/node_modules/.pnpm/libphonenumber-js@1.13.16/node_modules/libphonenumber-js/index.js'),
    ).toBe(null);
  });

  it("put each language's start-up namespaces in one file", () => {
    const namespaces = readFileSync(path.join(workspace, 'shared/src/i18n/namespaces.ts'), 'utf8');
    const initial = /INITIAL_NAMESPACES[^=]*=\s*\[([^\]]*)\]/.exec(namespaces)?.[1]?.match(/'[\w-]+'/g) ?? [];
    expect(initial).toEqual(["'common'", "'shell'"]);
    const group = groups.startupMessages;
    const nameOf = (/** @type {string} */ file) =>
      typeof group === 'object' && typeof group.name === 'function'
        ? group.name(/** @type {never} */ ({ nameForCondition: () => file }), [], 'startupMessages')
        : null;
    for (const language of ['en-US', 'pt-BR', 'es-ES']) {
      for (const ns of ['common', 'shell']) {
        const file = `/w/shared/src/i18n/locales/${language}/${ns}.json`;
        expect(groupOf(file)).toBe('startupMessages');
        expect(nameOf(file)).toBe(`messages-${language}`);
      }
    }
  });

  it('give up on a chunk after the specification’s 120 s, host and remotes alike', () => {
    expect(config('host', true).output?.chunkLoadTimeout).toBe(120_000);
    expect(config('remote', true).output?.chunkLoadTimeout).toBe(120_000);
  });

  it('are the production host only', () => {
    expect(config('host', false).optimization?.splitChunks).toBeUndefined();
    expect(config('remote', true).optimization?.splitChunks).toBeUndefined();
  });
});
