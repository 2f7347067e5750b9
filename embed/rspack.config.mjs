// @ts-check
/**
 * `/embed/widget.js` (issue 27): the loader an issuer's page includes to show the booking widget.
 * A plain build that runs the Module Federation 2 runtime alone, as the shell does, and offers the
 * widget's container the same shares (React and the portal's shared modules). Every `react`,
 * `react-dom` and `react-dom/client` the loader bundles is the React chosen on the page
 * (src/react-slot): the page's, when it runs a compatible one, else the loader's own copy, a chunk
 * downloaded once. The demo issuer page (public/) is copied beside it.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  federationRuntimeAliases,
  federationRuntimeDefines,
  hostShareVersions,
  localIdentName,
  swcOptions,
} from '@portal/shared/build';
import { rspack } from '@rspack/core';

const dir = import.meta.dirname;
const require = createRequire(import.meta.url);
const pkg = require('./package.json');
const sharedDir = path.join(dir, 'node_modules', '@portal', 'shared');

/** The shell's shares but the router: the widget is no route of the portal's. */
const shares = Object.fromEntries(
  Object.entries(hostShareVersions({ appDependencies: pkg.dependencies, sharedDir })).filter(
    ([key]) => key !== 'react-router',
  ),
);

/** The real packages of the loader's own React, and the slot that stands for them elsewhere. */
const real = {
  react: require.resolve('react'),
  'react-dom': require.resolve('react-dom'),
  'react-dom/client': require.resolve('react-dom/client'),
};
const slot = (file) => path.join(dir, 'src', 'react-slot', file);

/** @type {(env: Record<string, unknown>, argv: { mode?: string }) => import('@rspack/core').Configuration} */
export default (_env, argv) => {
  const production = (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
  return {
    name: 'embed',
    context: dir,
    mode: production ? 'production' : 'development',
    target: ['web', 'es2022'],
    devtool: production ? false : 'cheap-module-source-map',
    entry: { widget: './src/widget-loader.ts' },
    output: {
      path: path.join(dir, 'dist'),
      uniqueName: 'portal-embed',
      publicPath: 'auto',
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      // The page names `widget.js` (served no-cache); every other file is content-hashed.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      cssChunkFilename: '[name].[contenthash:10].css',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: {
        ...federationRuntimeAliases(),
        react$: slot('react.cjs'),
        'react-dom$': slot('react-dom.cjs'),
        'react-dom/client$': slot('react-dom-client.cjs'),
        'portal-own/react$': real.react,
        'portal-own/react-dom$': real['react-dom'],
        'portal-own/react-dom/client$': real['react-dom/client'],
      },
    },
    module: {
      parser: { 'css/auto': { namedExports: false } },
      generator: {
        'css/auto': { localIdentName: localIdentName(production), exportsConvention: 'camel-case-only' },
      },
      rules: [
        {
          test: /\.(ts|tsx)$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: swcOptions(production),
        },
        // The loader's own React is one consistent copy: its packages import each other, not the slot.
        {
          test: /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react|react-dom|scheduler)[\\/]/,
          resolve: {
            alias: {
              react$: real.react,
              'react-dom$': real['react-dom'],
              'react-dom/client$': real['react-dom/client'],
            },
          },
        },
        { test: /\.css$/, resourceQuery: /raw/, type: 'asset/source' },
        { test: /\.css$/, resourceQuery: { not: [/raw/] }, type: 'css/auto' },
      ],
    },
    // One file per dynamic import (react, portal, federation, single-spa, a language's texts): they share no module.
    optimization: {
      minimize: production,
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      splitChunks: false,
    },
    performance: false,
    plugins: [
      new rspack.DefinePlugin({
        __EMBED_SHARES__: JSON.stringify(shares),
        ...federationRuntimeDefines(),
      }),
      new rspack.CopyRspackPlugin({ patterns: [{ from: 'public' }] }),
    ],
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
};
