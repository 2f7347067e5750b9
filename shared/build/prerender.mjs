// @ts-check
/**
 * Build-time renders, as a second, Node-targeted build of an app's `src/prerender.tsx` that runs
 * after the browser build:
 *
 * - the host's page frames (issue 15): one HTML page per frame
 *   (`frames/<kind>.<language>.<session>.html`, see `@portal/shared/contracts` page-frames) and
 *   `index.html` (the home page, en-US, logged out), written into the browser build's `dist`: the
 *   shell's first paint in the HTML, with the start-up CSS inline, for React to hydrate;
 * - a remote's public first screens (issue 22): `dist/prerender.json`, each screen's HTML per
 *   language with the remote's own CSS files it needs, which the API puts into the page of that
 *   path, so a cold load into a remote paints its screen before any script runs.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cssModules } from './css-modules.mjs';

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
 * The Node build of an app's `src/prerender.tsx`, run once after its browser build. The host's
 * exports `renderFrames` (its page frames); a remote's exports `renderScreens` (its public first
 * screens, `@portal/shared/remote/prerender`).
 * @param {{ name: string; dir: string; swcOptions: object; role?: 'host' | 'remote' }} options
 * @returns {import('@rspack/core').Configuration}
 */
export function prerenderConfig({ name, dir, swcOptions, role = 'host' }) {
  // The browser build's class names (the same uniqueName below), without the stylesheets.
  const css = cssModules({ production: true, exportsOnly: true });
  const outDir = path.join(dir, 'node_modules', '.cache', 'prerender');
  const bundle = path.join(outDir, 'prerender.cjs');
  const distDir = path.join(dir, 'dist');
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
      parser: css.parser,
      generator: css.generator,
      rules: [
        {
          test: /\.(ts|tsx)$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: swcOptions,
        },
        ...css.rules,
      ],
    },
    optimization:
      role === 'remote'
        ? // One chunk per dynamic import, holding its modules: the chunks a screen's render loads
          // name the imports it made (`PrerenderScreensPlugin`).
          { minimize: false, splitChunks: false, concatenateModules: false }
        : { minimize: false },
    performance: false,
    plugins: [
      role === 'remote'
        ? new PrerenderScreensPlugin({ bundle, distDir, dir })
        : new PrerenderFramesPlugin({ bundle, distDir }),
    ],
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

/**
 * Loads the Node bundle afresh (a rebuild in the same process, e.g. a watch) and returns its exports.
 * @param {string} bundle
 */
const loadBundle = (bundle) => {
  const require = createRequire(import.meta.url);
  for (const key of Object.keys(require.cache))
    if (key.startsWith(path.dirname(bundle))) delete require.cache[key];
  return require(bundle);
};

/**
 * @typedef {{ kind: 'home' | 'route'; language: string; session: 'in' | 'out'; title: string; description: string; html: string; startMessages: string }} RenderedFrame
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
      /** @type {{ renderFrames: () => Promise<RenderedFrame[]> }} */
      const { renderFrames } = loadBundle(bundle);
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
      // The start-up texts follow the frame: the page's deferred scripts find them when they run.
      .replace('<div id="root"></div>', () => `${root}${frame.startMessages}`);
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

/** The file a remote's build writes its prerendered screens to, in its `dist`. */
export const SCREENS_FILE = 'prerender.json';

/**
 * A dynamic import as both builds of a remote see it: the importing module (relative to the app's
 * folder) and the request, e.g. `src/routes.tsx` + `./features/faq/help-home-page`.
 * @param {string} dir
 * @param {{ module?: unknown; request?: string }} origin
 */
const importKey = (dir, { module, request }) => {
  const from = /** @type {{ resource?: string; rootModule?: { resource?: string } } | undefined} */ (module);
  const resource = from?.resource ?? from?.rootModule?.resource;
  return resource && request ? `${path.relative(dir, resource)}\n${request}` : null;
};

/**
 * What each browser build of a remote that prerenders found (by its `dist`): every dynamic import
 * of its own code and the CSS files loading it brings (its chunk group's and its parents', e.g.
 * the `./routes` module's own, parents first). Filled by `ScreenAssetsPlugin`, read by
 * `PrerenderScreensPlugin` in the same `rspack build` (the Node build runs after the browser one).
 * @type {Map<string, Map<string, string[]>>}
 */
const browserImports = new Map();

/**
 * Added to a remote's browser build when it prerenders: records which CSS files each dynamic import
 * loads, so a prerendered screen names the very files its live screen loads later.
 */
export class ScreenAssetsPlugin {
  /** @param {{ dir: string }} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tap('ScreenAssetsPlugin', (compilation) => {
      const { dir } = this.options;
      /** @param {import('@rspack/core').ChunkGroup} group @param {Set<import('@rspack/core').ChunkGroup>} seen @returns {string[]} */
      const cssOf = (group, seen = new Set()) => {
        if (seen.has(group)) return [];
        seen.add(group);
        return [
          ...group.getParents().flatMap((parent) => cssOf(parent, seen)),
          ...group.getFiles().filter((file) => file.endsWith('.css')),
        ];
      };
      /** @type {Map<string, string[]>} */
      const imports = new Map();
      for (const group of compilation.chunkGroups) {
        for (const origin of group.origins) {
          const key = importKey(dir, origin);
          if (key) imports.set(key, [...new Set([...(imports.get(key) ?? []), ...cssOf(group)])]);
        }
      }
      browserImports.set(path.join(dir, 'dist'), imports);
    });
  }
}

/**
 * @typedef {{ path: string; language: string; html: string; chunks: string[] }} RenderedScreen
 *   What `renderScreens` of `@portal/shared/remote/prerender` returns: a screen's HTML and the
 *   chunks (of the Node bundle) its render loaded.
 * @typedef {{ path: string; language: string; html: string; css: string[] }} PrerenderedScreen
 *   An entry of `prerender.json`: `css` are the remote's files (relative to where it is served,
 *   like its manifest's assets) the screen needs, in the order its live screen loads them.
 */

/**
 * The entries of `prerender.json`: each screen with the CSS of the imports its render made.
 * @param {RenderedScreen[]} screens
 * @param {(chunk: string) => string[]} importsOfChunk the dynamic imports (keys) a Node chunk answers
 * @param {Map<string, string[]>} cssOfImport the CSS files the browser build loads with an import
 * @returns {PrerenderedScreen[]}
 */
export function screenEntries(screens, importsOfChunk, cssOfImport) {
  return screens.map(({ path: screenPath, language, html, chunks }) => {
    if (!html.trim()) throw new Error(`prerender: ${screenPath} (${language}) rendered nothing.`);
    const css = chunks.flatMap((chunk) => importsOfChunk(chunk).flatMap((key) => cssOfImport.get(key) ?? []));
    return { path: screenPath, language, html, css: [...new Set(css)] };
  });
}

class PrerenderScreensPlugin {
  /** @param {{ bundle: string; distDir: string; dir: string }} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrerenderScreensPlugin', async (compilation) => {
      if (compilation.errors.length > 0) return;
      const { bundle, distDir, dir } = this.options;
      const cssOfImport = browserImports.get(distDir);
      if (!cssOfImport)
        throw new Error('prerender: build the remote and its prerender together (`rspack build`).');
      /** @type {Map<string, string[]>} */
      const importsByChunk = new Map();
      for (const group of compilation.chunkGroups) {
        const keys = group.origins.map((origin) => importKey(dir, origin)).filter((key) => key !== null);
        for (const chunk of group.chunks) {
          const id = String(chunk.id);
          importsByChunk.set(id, [...(importsByChunk.get(id) ?? []), ...keys]);
        }
      }
      /** @type {{ renderScreens: () => Promise<RenderedScreen[]> }} */
      const { renderScreens } = loadBundle(bundle);
      const entries = screenEntries(
        await renderScreens(),
        (chunk) => importsByChunk.get(chunk) ?? [],
        cssOfImport,
      );
      for (const file of new Set(entries.flatMap((entry) => entry.css)))
        if (!existsSync(path.join(distDir, file)))
          throw new Error(`prerender: ${file} is not in ${distDir}.`);
      writeFileSync(path.join(distDir, SCREENS_FILE), `${JSON.stringify(entries)}\n`);
    });
  }
}
