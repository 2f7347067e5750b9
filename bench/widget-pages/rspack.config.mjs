// @ts-check
/**
 * The bench's issuer pages for the booking widget (issue 27): `plain.html`, a page without React
 * (the widget brings its own), and `react.html`, the control page's React 19 app (`createRoot`, one
 * element) that also hands its React to the widget. Both load the portal's `/embed/widget.js` from
 * the API named by `?portal=` (`public/widget-bench.js`) and note when the search is filled in.
 * Built like the control page; `node bench/run.mjs` builds it into `bench/widget-pages/dist`.
 */
import path from 'node:path';
import { rspack } from '@rspack/core';
import control from '../control/rspack.config.mjs';

const dir = import.meta.dirname;

/** @type {import('@rspack/core').Configuration} */
export default {
  ...control,
  name: 'bench-widget-pages',
  context: dir,
  entry: { 'react-page': './src/react-page.tsx' },
  output: { ...control.output, path: path.join(dir, 'dist') },
  plugins: [
    new rspack.HtmlRspackPlugin({
      filename: 'react.html',
      minify: true,
      templateContent: [
        '<!doctype html>',
        '<html lang="en-US">',
        '<head>',
        '<meta charset="utf-8" />',
        '<meta name="viewport" content="width=device-width, initial-scale=1" />',
        '<title>Issuer page with React</title>',
        '</head>',
        '<body><div id="root"></div><div id="widget"></div><script src="widget-bench.js"></script></body>',
        '</html>',
      ].join('\n'),
    }),
    new rspack.CopyRspackPlugin({ patterns: [{ from: 'public' }] }),
  ],
};
