// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildConfig, remoteExposes } from './index.mjs';

const workspace = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The `exposes` the factory hands the federation plugin of a production remote. */
const exposesOf = (/** @type {{ paymentReturn?: boolean }} */ extra) => {
  const config = buildConfig(
    {
      name: 'mfe-fast-track',
      dir: path.join(workspace, 'mfe-fast-track'),
      role: 'remote',
      port: 3004,
      ...extra,
    },
    { serving: false, production: true },
  );
  const plugin = (config.plugins ?? []).find((p) => p?.constructor?.name === 'ModuleFederationPlugin');
  return /** @type {{ _options?: { exposes?: unknown } } | undefined} */ (plugin)?._options?.exposes;
};

describe('what a remote exposes', () => {
  it('is its route table by default', () => {
    expect(remoteExposes({})).toEqual({ './routes': './src/routes.tsx' });
    expect(exposesOf({})).toEqual({ './routes': './src/routes.tsx' });
  });

  it('adds the payment return for a booking service', () => {
    expect(remoteExposes({ paymentReturn: true })).toEqual({
      './routes': './src/routes.tsx',
      './payment-return': './src/payment-return.ts',
    });
    expect(exposesOf({ paymentReturn: true })).toEqual({
      './routes': './src/routes.tsx',
      './payment-return': './src/payment-return.ts',
    });
  });

  it('keeps an explicit list and adds the payment return to it', () => {
    expect(remoteExposes({ exposes: { './widget': './src/widget.tsx' }, paymentReturn: true })).toEqual({
      './widget': './src/widget.tsx',
      './payment-return': './src/payment-return.ts',
    });
  });
});
