// @ts-check
/**
 * The host's prerendered page frames (issue 15): a second, Node-targeted build of the host's
 * `src/prerender.tsx` that runs after the browser build and writes, into the browser build's
 * `dist`, one HTML page per frame (`frames/<kind>.<language>.<session>.html`, see
 * `@portal/shared/contracts` page-frames) and `index.html` (the home page, en-US, logged out): the
 * shell's first paint in the HTML, with the start-up CSS inline, for React to hydrate.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The CSS the frame needs before any script runs: the `@portal/shared` share's and the host's own
 * (the `app` chunk), in the order the chunk loader would add them (the host's may restyle a shared
 * component, so it comes last).
 */
export const FRAME_CSS_CHUNKS = /** @type {const} */ (['portal-shared', 'app']);
/** Written by `FrameCssPlugin` into the browser build's dist: which files and chunks those are. */
export const FRAME_CSS_FILE = 'frame-css.json';
const FRAMES_DIR = 'frames';

/**
 * @typedef {{ uniqueName: string; stylesheets: { chunk: string; id: string; file: string }[] }} FrameCss
 */

/**
 * In the host's browser build: records the stylesheets of `FRAME_CSS_CHUNKS` with their chunk
 * ids, so the frames can inline them and tell the chunk loader they are there.
 */
export class FrameCssPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FrameCssPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FrameCssPlugin', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          /** @type {FrameCss['stylesheets']} */
          const stylesheets = [];
          for (const chunk of FRAME_CSS_CHUNKS) {
            const found = [...compilation.chunks].find((candidate) => candidate.name === chunk);
            const file = found && [...found.files].find((name) => name.endsWith('.css'));
            if (!found || found.id === null || found.id === undefined || !file)
              throw new Error(`FrameCssPlugin: no stylesheet of the "${chunk}" chunk.`);
            stylesheets.push({ chunk, id: String(found.id), file });
          }
          /** @type {FrameCss} */
          const frameCss = { uniqueName: String(compilation.outputOptions.uniqueName), stylesheets };
          compilation.emitAsset(
            FRAME_CSS_FILE,
            new compiler.rspack.sources.RawSource(JSON.stringify(frameCss)),
          );
        },
      );
    });
  }
}

/**
 * What goes into the frame's `<head>` for its stylesheets: their rules inline, so the first paint
 * needs nothing but the HTML, and one `<link rel="stylesheet">` without `href` per chunk, marked the
 * way the chunk loader marks its own (`data-rspack="<uniqueName>:chunk-<id>"`). The loader then
 * takes the chunk's CSS for loaded: it neither downloads it again nor adds a stylesheet that would
 * hold the first paint or change the rules' order.
 * @param {FrameCss} frameCss
 * @param {(file: string) => string} read
 */
export function frameStyles(frameCss, read) {
  const css = frameCss.stylesheets.map(({ file }) => read(file).trim()).join('\n');
  const marks = frameCss.stylesheets
    .map(({ id }) => `<link rel="stylesheet" data-rspack="${frameCss.uniqueName}:chunk-${id}">`)
    .join('');
  return `<style>${css}</style>${marks}`;
}

/**
 * @param {{ name: string; dir: string; swcOptions: object; localIdentName: string }} options
 * @returns {import('@rspack/core').Configuration}
 */
export function prerenderConfig({ name, dir, swcOptions, localIdentName }) {
  const outDir = path.join(dir, 'node_modules', '.cache', 'prerender');
  return {
    name: `${name}-prerender`,
    // After the browser build: the frames go into its dist, beside the files it names.
    dependencies: [name],
    context: dir,
    mode: 'production',
    target: ['node20', 'es2022'],
    devtool: false,
    entry: { prerender: './src/prerender.tsx' },
    output: {
      path: outDir,
      // The same as the browser build: CSS Modules' class names must be the same.
      uniqueName: name,
      filename: '[name].cjs',
      chunkFilename: '[name].[id].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    // Packages load from node_modules at run time; only the portal's own TypeScript is bundled.
    externals: [
      ({ request }, callback) =>
        request &&
        /^(?:@[a-z0-9-]+\/)?[a-z0-9][\w.-]*(?:\/.*)?$/i.test(request) &&
        !request.startsWith('@portal/')
          ? callback(undefined, `commonjs ${request}`)
          : callback(),
    ],
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      parser: { 'css/auto': { namedExports: false } },
      generator: {
        'css/auto': { exportsOnly: true, localIdentName, exportsConvention: 'camel-case-only' },
      },
      rules: [
        {
          test: /\.(ts|tsx)$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: swcOptions,
        },
        { test: /\.css$/, type: 'css/auto' },
      ],
    },
    optimization: { minimize: false },
    performance: false,
    plugins: [
      new PrerenderFramesPlugin({
        bundle: path.join(outDir, 'prerender.cjs'),
        distDir: path.join(dir, 'dist'),
      }),
    ],
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

/**
 * @typedef {{ kind: 'home' | 'route'; language: string; session: 'in' | 'out'; title: string; html: string }} RenderedFrame
 */

class PrerenderFramesPlugin {
  /** @param {{ bundle: string; distDir: string }} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrerenderFramesPlugin', async (compilation) => {
      if (compilation.errors.length > 0) return;
      const { bundle, distDir } = this.options;
      const require = createRequire(import.meta.url);
      for (const key of Object.keys(require.cache))
        if (key.startsWith(path.dirname(bundle))) delete require.cache[key];
      /** @type {{ renderFrames: () => Promise<RenderedFrame[]> }} */
      const { renderFrames } = require(bundle);
      writeFramePages(distDir, await renderFrames());
    });
  }
}

/**
 * @param {string} distDir
 * @param {RenderedFrame[]} frames
 */
export function writeFramePages(distDir, frames) {
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  /** @type {FrameCss} */
  const frameCss = JSON.parse(readFileSync(path.join(distDir, FRAME_CSS_FILE), 'utf8'));
  const style = frameStyles(frameCss, (file) => readFileSync(path.join(distDir, file), 'utf8'));
  if (!template.includes('</head>')) throw new Error('prerender: the page template has no </head>.');
  const page = (/** @type {RenderedFrame} */ frame) => {
    const root = `<div id="root" data-frame="${frame.kind}" data-frame-lang="${frame.language}" data-frame-session="${frame.session}">${frame.html}</div>`;
    const out = template
      .replace(/<html lang="[^"]*">/, `<html lang="${frame.language}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(frame.title)}</title>`)
      .replace('</head>', `${style}</head>`)
      .replace('<div id="root"></div>', () => root);
    if (!out.includes(root)) throw new Error('prerender: the page template has no empty #root.');
    return out;
  };
  mkdirSync(path.join(distDir, FRAMES_DIR), { recursive: true });
  for (const frame of frames) {
    writeFileSync(
      path.join(distDir, FRAMES_DIR, `${frame.kind}.${frame.language}.${frame.session}.html`),
      page(frame),
    );
  }
  const home = frames.find((f) => f.kind === 'home' && f.language === 'en-US' && f.session === 'out');
  if (!home) throw new Error('prerender: no en-US home frame.');
  writeFileSync(path.join(distDir, 'index.html'), page(home));
}

/** @param {string} text */
const escapeHtml = (text) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
