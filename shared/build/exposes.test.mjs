// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildConfig, remoteExposes, splitOnlyRouteChunks } from './index.mjs';

const workspace = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The `exposes` the factory hands the container plugin of a remote: a production build, or the
 * dev server's build (the remote the shell's dev server proxies to) when `serving`.
 */
const exposesOf = (
  /** @type {{ paymentReturn?: boolean; bookingDetail?: boolean }} */ extra,
  { serving = false } = {},
) => {
  const config = buildConfig(
    {
      name: 'mfe-fast-track',
      dir: path.join(workspace, 'mfe-fast-track'),
      role: 'remote',
      port: 3004,
      ...extra,
    },
    { serving, production: !serving },
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

  it('adds the booking detail for a booking service, beside its payment return', () => {
    expect(remoteExposes({ bookingDetail: true })).toEqual({
      './routes': './src/routes.tsx',
      './booking-detail': './src/booking-detail.tsx',
    });
    const both = {
      './routes': './src/routes.tsx',
      './payment-return': './src/payment-return.ts',
      './booking-detail': './src/booking-detail.tsx',
    };
    expect(exposesOf({ paymentReturn: true, bookingDetail: true })).toEqual(both);
    // The dev servers the shell's dev server proxies to expose the same modules.
    expect(exposesOf({ paymentReturn: true, bookingDetail: true }, { serving: true })).toEqual(both);
  });

  it('keeps an explicit list and adds the payment return to it', () => {
    expect(remoteExposes({ exposes: { './widget': './src/widget.tsx' }, paymentReturn: true })).toEqual({
      './widget': './src/widget.tsx',
      './payment-return': './src/payment-return.ts',
    });
  });
});

describe('an embedded expose (the booking widget)', () => {
  /** @param {{ name: string; initial?: boolean }} chunk */
  const chunk = ({ name, initial = false }) =>
    /** @type {import('@rspack/core').Chunk} */ (
      /** @type {unknown} */ ({ name, canBeInitial: () => initial })
    );

  it('keeps its chunk out of splitting: a route loads no piece split out for it', () => {
    const splits = splitOnlyRouteChunks(['./widget', './booking-detail']);
    expect(splits(chunk({ name: '__federation_expose_widget' }))).toBe(false);
    expect(splits(chunk({ name: '__federation_expose_booking_detail' }))).toBe(false);
    expect(splits(chunk({ name: '__federation_expose_routes' }))).toBe(true);
    expect(splits(chunk({ name: '' }))).toBe(true);
    expect(splits(chunk({ name: 'mfe-fast-track', initial: true }))).toBe(false);
  });
});
