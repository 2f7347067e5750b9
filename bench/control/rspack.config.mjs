// @ts-check
/**
 * The bench's control: a bare React 19 page built with the production settings of the portal's
 * apps (builtin:swc-loader with the same swc options, minified, content-hashed names, the same
 * HTML page) but without Module Federation. `node bench/run.mjs` builds it into bench/control/dist.
 */
import path from 'node:path';
import { rspack } from '@rspack/core';

const dir = import.meta.dirname;

/** @type {import('@rspack/core').Configuration} */
export default {
  name: 'bench-control',
  context: dir,
  mode: 'production',
  target: ['web', 'es2022'],
  devtool: false,
  entry: { main: './src/index.tsx' },
  output: {
    path: path.join(dir, 'dist'),
    publicPath: 'auto',
    filename: '[name].[contenthash:10].js',
    chunkFilename: '[name].[contenthash:10].js',
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
  module: {
    rules: [
      {
        test: /\.(ts|tsx)$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        type: 'javascript/auto',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            target: 'es2022',
            transform: { react: { runtime: 'automatic', development: false, refresh: false } },
          },
        },
      },
    ],
  },
  optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic', minimize: true },
  performance: false,
  plugins: [
    new rspack.HtmlRspackPlugin({
      minify: true,
      templateContent: [
        '<!doctype html>',
        '<html lang="en-US">',
        '<head>',
        '<meta charset="utf-8" />',
        '<meta name="viewport" content="width=device-width, initial-scale=1" />',
        '<meta name="color-scheme" content="light" />',
        '<title>Control</title>',
        '</head>',
        '<body><div id="root"></div></body>',
        '</html>',
      ].join('\n'),
    }),
  ],
  stats: 'errors-warnings',
  infrastructureLogging: { level: 'warn' },
};
