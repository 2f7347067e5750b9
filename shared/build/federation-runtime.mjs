// @ts-check
/**
 * How the host's build treats the Module Federation 2 runtime it loads on its own (the "pure
 * runtime" host of the MF docs: `createInstance` from `@module-federation/enhanced/runtime`).
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * The runtime's own `@module-federation/sdk`. The retry plugin (0.17.1, the newest published)
 * pins an older sdk for its logger only; resolving it to the runtime's copy keeps a second sdk
 * out of the host's federation chunk.
 */
export function federationSdkDir() {
  const enhanced = require.resolve('@module-federation/enhanced');
  const sdkEntry = createRequire(enhanced).resolve('@module-federation/sdk');
  const marker = `${path.sep}node_modules${path.sep}@module-federation${path.sep}sdk${path.sep}`;
  return sdkEntry.slice(0, sdkEntry.lastIndexOf(marker) + marker.length - 1);
}

/** @returns {Record<string, string>} */
export function federationRuntimeAliases() {
  return { '@module-federation/sdk$': federationSdkDir() };
}

/**
 * The switches the MF 2 plugin would define for a federated build, set for the host's plain build:
 * a browser-only runtime (`target: 'web'` drops the Node script loader); snapshots stay on, since
 * the registry hands the runtime each remote's `mf-manifest.json`.
 * @returns {Record<string, string | boolean>}
 */
export function federationRuntimeDefines() {
  return {
    ENV_TARGET: JSON.stringify('web'),
    FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: false,
    FEDERATION_OPTIMIZE_NO_REMOTE: false,
    FEDERATION_OPTIMIZE_NO_SHARED: false,
  };
}

/**
 * The bundler runtime a remote's container carries, as ES modules. The MF plugin names its
 * CommonJS build, which pulls in the whole `@module-federation/sdk` (Node script loading, manifest
 * snapshots, the logger) untouched by tree-shaking; its ES build leaves out what a browser remote
 * never calls.
 * @returns {Record<string, string>}
 */
export function bundlerRuntimeEsmAliases() {
  const runtimeTools = createRequire(require.resolve('@module-federation/enhanced')).resolve(
    '@module-federation/runtime-tools',
  );
  const fromTools = createRequire(runtimeTools);
  /** @type {Record<string, string>} */
  const aliases = {};
  for (const pkg of ['@module-federation/webpack-bundler-runtime', '@module-federation/runtime']) {
    const cjs = fromTools.resolve(pkg);
    aliases[`${cjs}$`] = cjs.replace(/\.cjs$/, '.js');
  }
  return aliases;
}
