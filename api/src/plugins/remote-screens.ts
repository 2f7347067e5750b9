import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_SLOT_ATTRIBUTE, type RemoteEntry } from '@portal/shared/contracts';

/**
 * A remote's prerendered first screens in the page of their path (issue 22). Each remote with
 * public first screens writes `dist/prerender.json` in its own build (`@portal/shared/build`): per
 * path and language, the screen's HTML and the remote's CSS files it needs. The page of such a
 * path is the shell's route frame with that HTML in its `<main>` (instead of the spinner), inside
 * the slot element the shell keeps until the remote's live screen replaces it, and the CSS linked
 * in the head: the same files the remote loads then, so none downloads twice.
 */

/** The file a remote's build writes its screens to (`SCREENS_FILE` of `@portal/shared/build`). */
export const REMOTE_SCREENS_FILE = 'prerender.json';

/** An entry of `prerender.json`: `css` relative to where the remote is served. */
export interface RemoteScreen {
  path: string;
  language: string;
  html: string;
  css: string[];
}

/** What goes into a page: the screen's HTML and its stylesheets' URLs. */
export interface ScreenInPage {
  html: string;
  stylesheets: readonly string[];
}

/**
 * The slot's opening tag, as the shell's hydrate fallback renders it (`AppHydrateFallback`):
 * `inert`, nobody types into a screen that is not live yet; `aria-busy`, it is still loading.
 */
export const REMOTE_SLOT_OPEN_TAG = `<div ${REMOTE_SLOT_ATTRIBUTE}="" inert="" aria-busy="true">`;

/** The frame's content area: `<main id="main" …>`. */
const MAIN_OPEN_TAG = /<main\b[^>]*\bid="main"[^>]*>/;

const escapeAttribute = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * `page` (a route frame) with `screen` in place of what its `<main>` holds, inside the remote slot,
 * and its stylesheets at the end of the head (where the remote's chunk loader adds them later, so
 * the cascade is the same). Null when the page has no head or `<main>` to put them in.
 */
export function spliceRemoteScreen(page: string, screen: ScreenInPage): string | null {
  const main = MAIN_OPEN_TAG.exec(page);
  const headEnd = page.indexOf('</head>');
  if (!main || headEnd < 0 || headEnd > main.index) return null;
  const contentStart = main.index + main[0].length;
  const contentEnd = page.indexOf('</main>', contentStart);
  if (contentEnd < 0) return null;
  const links = screen.stylesheets
    .map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`)
    .join('');
  return [
    page.slice(0, headEnd),
    links,
    page.slice(headEnd, contentStart),
    REMOTE_SLOT_OPEN_TAG,
    screen.html,
    '</div>',
    page.slice(contentEnd),
  ].join('');
}

const isRemoteScreen = (value: unknown): value is RemoteScreen => {
  if (typeof value !== 'object' || value === null) return false;
  const { path, language, html, css } = value as Record<string, unknown>;
  return (
    typeof path === 'string' &&
    typeof language === 'string' &&
    typeof html === 'string' &&
    Array.isArray(css) &&
    css.every(
      (file) => typeof file === 'string' && /^[\w.-]+(?:\/[\w.-]+)*$/.test(file) && !file.includes('..'),
    )
  );
};

/** A remote's screens by `path` and language; null when the file is not a list of screens. */
export const parseRemoteScreens = (text: string): Map<string, RemoteScreen> | null => {
  let list: unknown;
  try {
    list = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(list) || !list.every(isRemoteScreen)) return null;
  return new Map(list.map((screen) => [screenKey(screen.path, screen.language), screen]));
};

const screenKey = (path: string, language: string) => `${path}\n${language}`;

/**
 * A file read and parsed once per version (its modification time and size): a new release of it
 * is read on the next request after it lands; null while it is missing or does not parse.
 */
const versionedFiles = <T>(parse: (text: string) => T | null) => {
  const cache = new Map<string, { version: string; value: T | null }>();
  return (file: string): { version: string; value: T } | null => {
    let version: string;
    try {
      const stat = statSync(file);
      version = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      cache.delete(file);
      return null;
    }
    let entry = cache.get(file);
    if (entry?.version !== version) {
      let value: T | null;
      try {
        value = parse(readFileSync(file, 'utf8'));
      } catch {
        value = null;
      }
      entry = { version, value };
      cache.set(file, entry);
    }
    return entry.value === null ? null : { version: entry.version, value: entry.value };
  };
};

/** Spliced pages kept at most (every prerendered path × language × frame is far fewer). */
const MAX_PAGES = 256;

/**
 * The page for `pathname` in `language` with the screen `remote` prerendered for it, made from the
 * shell's frame file `frameFile` (under the shell's `dist`), or null: no such screen, no such frame.
 * Each remote's `prerender.json` and each frame is read once per version; each page is made once.
 * `remote` must be served from this server (`/remotes/<name>/`, its files from `<name>/dist`).
 */
export const createRemoteScreenPages = (webRoot: string) => {
  const screensOf = versionedFiles(parseRemoteScreens);
  const frameOf = versionedFiles((text) => text);
  const shellDist = join(webRoot, 'shell', 'dist');
  const pages = new Map<string, string | null>();

  return (
    remote: Pick<RemoteEntry, 'name' | 'manifestUrl'>,
    frameFile: string,
    pathname: string,
    language: string,
  ): string | null => {
    const screens = screensOf(join(webRoot, remote.name, 'dist', REMOTE_SCREENS_FILE));
    const screen = screens?.value.get(screenKey(pathname, language));
    if (!screens || !screen) return null;
    const frame = frameOf(join(shellDist, frameFile));
    if (!frame) return null;
    const key = [remote.name, screens.version, frameFile, frame.version, pathname, language].join('\n');
    let page = pages.get(key);
    if (page === undefined) {
      // The remote's files are served beside its manifest (its runtime's public path).
      const base = remote.manifestUrl.slice(0, remote.manifestUrl.lastIndexOf('/') + 1);
      page = spliceRemoteScreen(frame.value, {
        html: screen.html,
        stylesheets: screen.css.map((file) => `${base}${file}`),
      });
      if (pages.size >= MAX_PAGES) pages.clear();
      pages.set(key, page);
    }
    return page;
  };
};
