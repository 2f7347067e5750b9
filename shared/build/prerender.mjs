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

const FRAMES_DIR = 'frames';

/** `<link … rel="stylesheet" …>` tags with their `href`. */
const STYLESHEET_LINK = /<link\b(?=[^>]*\brel="?stylesheet"?)[^>]*\bhref="([^"]+)"[^>]*>/g;

/**
 * The page with its stylesheets inline: each `<link rel="stylesheet">` the build put into the page
 * (the start-up CSS: the `@portal/shared` parts', then the shell's own, which may restyle a shared
 * component) is replaced by its rules, in the same order, so the first paint needs nothing but the
 * HTML and no stylesheet is downloaded again. Later CSS (a lazy page's) is the chunk loader's.
 * @param {string} page
 * @param {(href: string) => string} read the stylesheet a page's `href` names
 */
export function inlineStylesheets(page, read) {
  const hrefs = [...page.matchAll(STYLESHEET_LINK)].map((match) => String(match[1]));
  if (hrefs.length === 0) return page;
  const css = hrefs.map((href) => read(href).trim()).join('\n');
  let first = true;
  return page.replace(STYLESHEET_LINK, () => {
    if (!first) return '';
    first = false;
    return `<style>${css}</style>`;
  });
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
 * @typedef {{ kind: 'home' | 'route'; language: string; session: 'in' | 'out'; title: string; description: string; html: string }} RenderedFrame
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
  const template = inlineStylesheets(readFileSync(path.join(distDir, 'index.html'), 'utf8'), (href) =>
    readFileSync(path.join(distDir, href.replace(/^\//, '')), 'utf8'),
  );
  const page = (/** @type {RenderedFrame} */ frame) => {
    const root = `<div id="root" data-frame="${frame.kind}" data-frame-lang="${frame.language}" data-frame-session="${frame.session}">${frame.html}</div>`;
    const description = `<meta name="description" content="${escapeHtml(frame.description)}">`;
    const out = template
      .replace(/<html lang="[^"]*">/, `<html lang="${frame.language}">`)
      .replace(/<meta name="description"[^>]*>/, '')
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(frame.title)}</title>${description}`)
      .replace('<div id="root"></div>', () => root);
    if (!out.includes(root)) throw new Error('prerender: the page template has no empty #root.');
    if (!out.includes(description)) throw new Error('prerender: the page template has no <title>.');
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
