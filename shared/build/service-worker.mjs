// @ts-check
/**
 * The host's service worker (issue 24) as a third build beside the page and its prerender: one
 * script, `dist/sw.js`, at a stable name (the browser checks it for updates on every navigation;
 * the API serves it no-cache), with the web app manifest and its icon copied beside it.
 */
import path from 'node:path';
import { rspack } from '@rspack/core';

/**
 * @param {{ name: string; dir: string; swcOptions: object }} options
 * @returns {import('@rspack/core').Configuration}
 */
export function serviceWorkerConfig({ name, dir, swcOptions }) {
  return {
    name: `${name}-service-worker`,
    // After the page's build, which cleans `dist` first.
    dependencies: [name],
    context: dir,
    mode: 'production',
    target: ['webworker', 'es2022'],
    devtool: false,
    entry: { sw: './src/service-worker/sw.ts' },
    output: {
      path: path.join(dir, 'dist'),
      filename: '[name].js',
      // One file: a service worker cannot load chunks of its own.
      chunkFormat: false,
      clean: false,
    },
    resolve: { extensions: ['.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: swcOptions,
        },
      ],
    },
    optimization: { splitChunks: false, runtimeChunk: false },
    performance: false,
    plugins: [new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(dir, 'static'), to: '.' }] })],
  };
}
