// @ts-check
/**
 * One rspack + Module Federation configuration for every front-end app of the portal.
 * Each app's rspack.config.mjs is a few lines: `export default createAppConfig({ ... })`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { appLocalIdentName, cssModules } from './css-modules.mjs';
import {
  bundlerRuntimeEsmAliases,
  federationRuntimeAliases,
  federationRuntimeDefines,
} from './federation-runtime.mjs';
import { prerenderConfig, ScreenAssetsPlugin } from './prerender.mjs';
import { serviceWorkerConfig } from './service-worker.mjs';
import { createSharedConfig, hostShareVersions, productionRouterAliases } from './shared-config.mjs';

/** The API the dev servers proxy `/api` to (API_PROXY_TARGET overrides it). */
export const API_DEV_TARGET = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';

/** Dev-server port of each app; the shell's dev server proxies `/remotes/<name>/` to these. */
export const DEV_PORTS = /** @type {const} */ ({
  shell: 3000,
  'mfe-auth': 3001,
  'mfe-transport': 3002,
  'mfe-airport-assistant': 3003,
  'mfe-fast-track': 3004,
  'mfe-account': 3005,
  'mfe-help': 3006,
  'mfe-operations': 3007,
});

/** File name of a remote's container script (stable: the manifest points at it, served no-cache). */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

const sharedDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Chunk loads time out after 120 s (specification §8), then the route shows its fallback; the
 * shell's container loader reads the same file for manifests and container scripts.
 */
export const CHUNK_LOAD_TIMEOUT_MS = /** @type {number} */ (
  readJson(path.join(sharedDir, 'src', 'remote', 'load-timeout.json')).ms
);

/**
 * @typedef {object} AppOptions
 * @property {string} name Container name, e.g. 'shell' or 'mfe-help' (also `output.uniqueName`).
 * @property {string} dir The app's folder (use `import.meta.dirname`).
 * @property {'host' | 'remote'} role
 * @property {Record<string, string>} [exposes] Remotes only; default `{ './routes': './src/routes.tsx' }`.
 * @property {boolean} [paymentReturn] A booking service's remote: also exposes `./payment-return`
 *   (`./src/payment-return.ts`, the `PaymentReturnModule` of `@portal/shared/remote`, decision 0006).
 * @property {boolean} [bookingDetail] A booking service's remote: also exposes `./booking-detail`
 *   (`./src/booking-detail.tsx`, the `BookingDetailModule` of `@portal/shared/remote`, decisions
 *   0007 and 0008), through which the account's bookings pages show one of its bookings.
 * @property {boolean} [prerender] A remote with public first screens: its production build also runs
 *   `./src/prerender.tsx` (exporting `renderScreens`, `@portal/shared/remote/prerender`) and writes
 *   `dist/prerender.json`, which the API puts into the pages of those paths (issue 22).
 * @property {string[]} [embeddedExposes] Exposes other sites embed (the booking widget): their
 *   chunks share no split-out piece with the routes', so entering a route loads no extra file made
 *   for them (each carries its own copy of what both use).
 * @property {number} port Dev-server port.
 * @property {string} [title] Page title of the HTML page (host, or a remote's standalone dev host).
 */

/**
 * The app's build; a production host build also prerenders its page frames, a production remote
 * with `prerender` its public first screens (`prerender.mjs`).
 * @param {AppOptions} options
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => import('@rspack/core').Configuration | import('@rspack/core').Configuration[]}
 */
export function createAppConfig(options) {
  return (env = {}, argv = {}) => {
    const serving = Boolean(env.RSPACK_SERVE);
    const production =
      (argv.mode ?? process.env.NODE_ENV ?? (serving ? 'development' : 'production')) === 'production';
    const app = buildConfig(options, { serving, production });
    if (!prerenders(options, { serving, production })) return app;
    const prerender = prerenderConfig({
      name: options.name,
      dir: options.dir,
      swcOptions: swcOptions(true),
      role: options.role,
    });
    if (options.role !== 'host') return [app, prerender];
    return [
      app,
      prerender,
      serviceWorkerConfig({ name: options.name, dir: options.dir, swcOptions: swcOptions(true) }),
    ];
  };
}

/**
 * A release's version: the package's, with the build time as semver build metadata.
 * @param {string | undefined} version
 * @param {Date} builtAt
 */
export const releaseVersion = (version, builtAt) =>
  `${version ?? '0.0.0'}+${builtAt
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}`;

/**
 * Whether a build also prerenders: production builds of the host and of remotes with `prerender`.
 * @param {AppOptions} options
 * @param {{ serving: boolean; production: boolean }} mode
 */
const prerenders = (options, { serving, production }) =>
  production && !serving && (options.role === 'host' || options.prerender === true);

/**
 * @param {AppOptions} options
 * @param {{ serving: boolean; production: boolean }} mode
 * @returns {import('@rspack/core').Configuration}
 */
export function buildConfig(options, { serving, production }) {
  const { name, dir, role, port } = options;
  const isHost = role === 'host';
  // The standalone dev host of a remote is a page too; a production remote is only a container.
  const hasPage = isHost || serving;
  // A production remote bundles no copy of the shared packages: it always uses the host's, so
  // nothing loads twice and entering it stays small. Dev builds keep their own copies, so a remote
  // also runs standalone.
  const hostProvided = production && !serving && !isHost;
  const pkg = readJson(path.join(dir, 'package.json'));
  // A production remote's manifest says which release it is and when it was built (the operations
  // console's Remotes list): `metaData.buildInfo.buildVersion` is the package's version with the
  // build's UTC time as semver build metadata, e.g. `0.1.0+20261128T121530Z`.
  if (hostProvided) process.env.MF_BUILD_VERSION ??= releaseVersion(pkg.version, new Date());
  const css = cssModules({ production });

  return {
    name,
    context: dir,
    mode: production ? 'production' : 'development',
    target: ['web', 'es2022'],
    devtool: production ? false : 'cheap-module-source-map',
    entry: hasPage ? { main: isHost ? './src/bootstrap.tsx' : './src/dev-host.tsx' } : {},
    output: {
      path: path.join(dir, 'dist'),
      uniqueName: name,
      publicPath: 'auto',
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      assetModuleFilename: production ? 'assets/[name].[contenthash:10][ext]' : 'assets/[name][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: {
        ...(isHost ? federationRuntimeAliases() : bundlerRuntimeEsmAliases()),
        ...(isHost && production ? productionRouterAliases(dir) : {}),
      },
    },
    module: {
      parser: css.parser,
      generator: css.generator,
      rules: [
        {
          test: /\.(ts|tsx)$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: swcOptions(production),
        },
        ...css.rules,
        { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset' },
      ],
    },
    optimization: {
      runtimeChunk: false,
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      minimize: production,
      ...(isHost && production ? { splitChunks: hostStartupChunks() } : {}),
      ...(!isHost && options.embeddedExposes?.length
        ? { splitChunks: { chunks: splitOnlyRouteChunks(options.embeddedExposes) } }
        : {}),
    },
    performance: false,
    // On-demand compilation of dynamic imports (rspack's dev default) recompiles on first visit and
    // makes the live-reload client reload the page; federated chunks must exist up front anyway.
    lazyCompilation: false,
    plugins: [
      // Module Federation 2. A remote is built with the MF 2 plugin and publishes the standard
      // `mf-manifest.json` (exposes, shared, metaData). The host is a plain build that runs the MF 2
      // runtime alone (the docs' "pure runtime" host): `src/federation/` loads it when the browser
      // is idle after hydration, or at once when a remote is needed, and hands it the host's own
      // modules as `lib` shares, versioned by `__HOST_SHARES__` (decision 0012).
      isHost
        ? new rspack.DefinePlugin({
            __HOST_SHARES__: JSON.stringify(
              hostShareVersions({ appDependencies: pkg.dependencies ?? {}, sharedDir }),
            ),
            ...federationRuntimeDefines(),
          })
        : new ModuleFederationPlugin({
            name,
            filename: REMOTE_ENTRY_FILE,
            // A hyphenated name is not a valid identifier for the default `var` library.
            library: { type: 'global', name },
            exposes: remoteExposes(options),
            shared: createSharedConfig({
              appDependencies: pkg.dependencies ?? {},
              sharedDir,
              hostProvided,
            }),
            shareStrategy: 'loaded-first',
            dts: false,
            manifest: true,
            experiments: {
              asyncStartup: true,
              // Browser builds only: the runtime drops its Node loading paths. A remote's own
              // runtime loads no remote (the host's does, reading manifests), so it needs neither
              // manifest snapshots nor remote loading.
              optimization: { target: 'web', disableSnapshot: true, disableRemote: true },
              // A production remote borrows the host's runtime core (`_FEDERATION_RUNTIME_CORE`,
              // published by the host's runtime): half the cost of entering it. A standalone dev
              // remote keeps its own.
              ...(hostProvided ? { externalRuntime: true } : {}),
            },
          }),
      ...(hasPage
        ? [
            new rspack.HtmlRspackPlugin({
              templateContent: htmlPage(options.title ?? name),
              // Deep links (/account/overview) load the page's scripts from the root; the runtime
              // then derives its own public path ('auto') from where its script came from.
              publicPath: '/',
              minify: production,
            }),
          ]
        : []),
      // The CSS each of a prerendering remote's imports loads, for its prerendered screens.
      ...(!isHost && prerenders(options, { serving, production }) ? [new ScreenAssetsPlugin({ dir })] : []),
    ],
    devServer: devServerConfig({ isHost, port }),
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

/**
 * The modules every remote exposes: its route table; a booking service's payment return and
 * booking detail.
 */
export const ROUTES_EXPOSE = /** @type {const} */ ({ './routes': './src/routes.tsx' });
export const PAYMENT_RETURN_EXPOSE = /** @type {const} */ ({ './payment-return': './src/payment-return.ts' });
export const BOOKING_DETAIL_EXPOSE = /** @type {const} */ ({
  './booking-detail': './src/booking-detail.tsx',
});

/**
 * The async chunks `splitChunks` may split shared modules out of: all but the embedded exposes'
 * (Module Federation names an expose's chunk `__federation_expose_<path without ./, _ for -/>`).
 * @param {string[]} embeddedExposes
 * @returns {(chunk: import('@rspack/core').Chunk) => boolean}
 */
export function splitOnlyRouteChunks(embeddedExposes) {
  const embedded = new Set(
    embeddedExposes.map(
      (expose) => `__federation_expose_${expose.replace(/^\.\//, '').replace(/[-/]/g, '_')}`,
    ),
  );
  return (chunk) => !chunk.canBeInitial() && !embedded.has(chunk.name ?? '');
}

/**
 * What a remote's container exposes.
 * @param {Pick<AppOptions, 'exposes' | 'paymentReturn' | 'bookingDetail'>} options
 * @returns {Record<string, string>}
 */
export function remoteExposes({ exposes, paymentReturn = false, bookingDetail = false }) {
  return {
    ...(exposes ?? ROUTES_EXPOSE),
    ...(paymentReturn ? PAYMENT_RETURN_EXPOSE : {}),
    ...(bookingDetail ? BOOKING_DETAIL_EXPOSE : {}),
  };
}

/**
 * The host's start-up files besides its entry, instead of fifteen (each file costs its response
 * headers, ~0.5 KB, and compresses better with the others): React with react-dom and the
 * scheduler; the libraries (react-router, zustand, i18next with react-i18next and its backend, and of zod only `zod/mini` and its core, what
 * the light contracts use: classic zod, for the per-domain contracts of a payment return, loads
 * with them); the `@portal/shared` subpaths the shell offers the remotes (never the lazily loaded
 * locales or per-domain contracts); and each language's start-up namespaces in one file.
 * @returns {import('@rspack/core').Optimization['splitChunks']}
 */
function hostStartupChunks() {
  return {
    cacheGroups: {
      react: {
        test: /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react|react-dom|scheduler)[\\/]/,
        name: 'react',
        chunks: 'all',
        enforce: true,
        priority: 20,
      },
      libs: {
        test: /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react-router|use-sync-external-store|zustand|i18next|react-i18next|i18next-resources-to-backend|zod[\\/](?:mini|v4[\\/](?:mini|core|locales)))[\\/]/,
        name: 'libs',
        chunks: 'all',
        enforce: true,
        priority: 20,
      },
      // The start-up namespaces of one language (`common`, `shell`) in one file: a request less.
      startupMessages: {
        test: STARTUP_MESSAGES,
        name: (/** @type {{ nameForCondition?: () => string | null }} */ module) =>
          `messages-${STARTUP_MESSAGES.exec(module.nameForCondition?.() ?? '')?.[1] ?? 'x'}`,
        chunks: 'async',
        enforce: true,
        priority: 20,
      },
      portalShared: {
        test: portalSharedStartupModules(),
        name: 'portal-shared',
        chunks: 'initial',
        enforce: true,
        priority: 20,
      },
    },
  };
}

/** A start-up namespace's message file (`INITIAL_NAMESPACES` in `shared/src/i18n/namespaces.ts`). */
const STARTUP_MESSAGES = /[\\/]shared[\\/]src[\\/]i18n[\\/]locales[\\/]([\w-]+)[\\/](?:common|shell)\.json$/;

/**
 * The modules of the `@portal/shared` subpaths the shell uses at start: ui, http, stores, i18n
 * (not its locales) and the contracts' index with the endpoint files it
 * re-exports (the per-domain contracts, e.g. `contracts/payments`, load with the pages using them),
 * and the text rules those contracts and the shell both use (a file of 0.6 KB of its own otherwise).
 * Initial chunks only: the parts only the remotes use (the host offers them whole) load with the
 * federation runtime, when the browser is idle.
 */
function portalSharedStartupModules() {
  const contractsIndex = readFileSync(path.join(sharedDir, 'src', 'contracts', 'index.ts'), 'utf8');
  const endpoints = [...contractsIndex.matchAll(/from '\.\/endpoints\/([\w-]+)'/g)].map((match) => match[1]);
  const sep = '[\\\\/]';
  return new RegExp(
    `${sep}shared${sep}(?:src${sep}(?:(?:ui|http|stores|i18n)${sep}(?!locales${sep})|contracts${sep}(?:[\\w-]+\\.ts$|endpoints${sep}(?:${endpoints.join('|')})\\.ts$)|validation${sep}(?:text|safe-text-check)\\.ts$))`,
  );
}

/** @param {boolean} production */
function swcOptions(production) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: {
        react: { runtime: 'automatic', development: !production, refresh: false },
      },
    },
  };
}

/**
 * @param {{ isHost: boolean; port: number }} options
 * @returns {import('@rspack/core').DevServer}
 */
function devServerConfig({ isHost, port }) {
  /** @type {import('@rspack/core').DevServerProxyConfigArray} */
  const proxy = [{ context: ['/api'], target: API_DEV_TARGET, changeOrigin: true }];
  if (isHost) {
    for (const [remote, remotePort] of Object.entries(DEV_PORTS)) {
      if (remote === 'shell') continue;
      proxy.push({
        context: [`/remotes/${remote}/`],
        target: `http://localhost:${remotePort}`,
        pathRewrite: { [`^/remotes/${remote}`]: '' },
      });
    }
  }
  return {
    port,
    host: 'localhost',
    hot: false,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    proxy,
    liveReload: true,
    // A remote's client also runs inside the shell's page: it must talk to its own dev server.
    client: { overlay: { errors: true, warnings: false }, webSocketURL: `ws://localhost:${port}/ws` },
  };
}

/**
 * The one HTML page: an empty root that React fills (scripts are injected by the plugin).
 * @param {string} title
 */
function htmlPage(title) {
  const escaped = title.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return [
    '<!doctype html>',
    '<html lang="en-US">',
    '<head>',
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    '<meta name="color-scheme" content="light" />',
    // No favicon request (and no 404 in the console) until the brand provides one.
    '<link rel="icon" href="data:," />',
    // An installable web app (issue 24): the manifest, beside the service worker.
    '<link rel="manifest" href="/manifest.webmanifest" />',
    '<meta name="theme-color" content="#0b3d91" />',
    `<title>${escaped}</title>`,
    '</head>',
    '<body><div id="root"></div></body>',
    '</html>',
  ].join('\n');
}

/** @param {string} file */
function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

// The parts a build that is no portal app reuses: the embed loader's (`embed/rspack.config.mjs`,
// issue 27) runs the federation runtime as the host does and offers the same shares.
export { federationRuntimeAliases, federationRuntimeDefines } from './federation-runtime.mjs';
export { hostShareVersions } from './shared-config.mjs';
/** CSS Modules' class names of an app's own files (production: a hash of app, file and class). */
export { appLocalIdentName as localIdentName, swcOptions };
