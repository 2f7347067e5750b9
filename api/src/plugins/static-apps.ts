import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  DEFAULT_LANGUAGE,
  isSupportedLanguage,
  type Language,
  PAGE_FRAMES_DIR,
  PAGE_HINT_COOKIES,
  type PageFrameKind,
  type PageFrameSession,
  pageFrameFile,
  REMOTE_NAMES,
  type RemoteEntry,
} from '@portal/shared/contracts';
import { CONTENT_HASHED_FILE, NOT_PAGE_PATH } from '@portal/shared/contracts/static-paths';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createPagePreloads, localRemoteFor } from './page-preloads';
import { createRemoteScreenPages } from './remote-screens';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files the browser must always revalidate: they name the hashed files of each release. */
const ENTRY_FILES = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js']);

export const cacheControlFor = (filePath: string): string => {
  const name = basename(filePath).replace(/\.(gz|br)$/, '');
  if (ENTRY_FILES.has(name)) return NO_CACHE;
  return CONTENT_HASHED_FILE.test(name) ? IMMUTABLE : NO_CACHE;
};

const setHeaders = (res: { setHeader(name: string, value: string): unknown }, filePath: string) => {
  res.setHeader('cache-control', cacheControlFor(filePath));
};

const wantsPage = (request: FastifyRequest): boolean =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !NOT_PAGE_PATH.test(request.url) &&
  String(request.headers.accept ?? '').includes('text/html');

/** A cookie's value from the request's Cookie header, or null. */
const cookie = (request: FastifyRequest, name: string): string | null => {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
};

export interface PageFrame {
  kind: PageFrameKind;
  language: Language;
  session: PageFrameSession;
  /** The frame's file under the shell's `dist`. */
  file: string;
}

/**
 * The shell's prerendered page for this request (issue 15): the home frame at `/`, the header
 * and footer frame elsewhere, in the language and session state the browser's hint cookies name.
 * The hints only choose which static page is sent; the page then starts as it always does.
 */
export const pageFrameOf = (request: FastifyRequest): PageFrame => {
  const pathname = request.url.split('?')[0] ?? '/';
  const kind: PageFrameKind = pathname === '/' || pathname === '/index.html' ? 'home' : 'route';
  const hinted = cookie(request, PAGE_HINT_COOKIES.language);
  const language = isSupportedLanguage(hinted) ? hinted : DEFAULT_LANGUAGE;
  const session = cookie(request, PAGE_HINT_COOKIES.session) === 'in' ? 'in' : 'out';
  return { kind, language, session, file: join(PAGE_FRAMES_DIR, pageFrameFile(kind, language, session)) };
};

/**
 * Serves the production builds: the shell at `/` (with the single-page fallback to its
 * index.html), each remote at `/remotes/<name>/` from `<webRoot>/<name>/dist`, and the widget's
 * loader at `/embed/`.
 */
export const staticAppsPlugin = fp<{ webRoot: string }>(
  async (app, { webRoot }) => {
    const shellDist = join(webRoot, 'shell', 'dist');
    const common = { cacheControl: false, setHeaders, preCompressed: true } as const;

    await app.register(fastifyStatic, { ...common, root: shellDist, prefix: '/', index: false });
    for (const name of REMOTE_NAMES) {
      await app.register(fastifyStatic, {
        ...common,
        root: join(webRoot, name, 'dist'),
        prefix: `/remotes/${name}/`,
        decorateReply: false,
        index: false,
      });
    }

    // The booking widget's loader and the demo issuer page (issue 27): `/embed/widget.js` no-cache.
    await app.register(fastifyStatic, {
      ...common,
      root: join(webRoot, 'embed', 'dist'),
      prefix: '/embed/',
      decorateReply: false,
      index: false,
    });

    const pagePreloads = createPagePreloads(webRoot);
    const remoteScreenPage = createRemoteScreenPages(webRoot);
    /** Each answer of the registry, parsed once (it is the same object until the registry changes). */
    const parsedLists = new WeakMap<object, RemoteEntry[]>();
    /** The registry as `/api/remotes` answers it (from memory); none when it cannot be read. */
    const remotes = async (): Promise<RemoteEntry[]> => {
      try {
        const list = await app.services.remotes.list();
        let entries = parsedLists.get(list);
        if (!entries) {
          entries = (JSON.parse(list.body) as { result: RemoteEntry[] }).result;
          parsedLists.set(list, entries);
        }
        return entries;
      } catch {
        return [];
      }
    };

    /** Sends the shell's page (its frame for this request when the build has frames); false without a build. */
    const sendPage = async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
      const frame = pageFrameOf(request);
      const file = existsSync(join(shellDist, frame.file)) ? frame.file : 'index.html';
      if (!existsSync(join(shellDist, file))) return false;
      const pathname = request.url.split('?')[0] ?? '/';
      const list = await remotes();
      const preloads = pagePreloads(pathname, list);
      if (preloads) reply.header('link', preloads);
      // The page differs by the hint cookies.
      reply.header('vary', 'Cookie');
      // A path whose remote (on, served here) prerendered its screen for a visitor who is not
      // logged in: the route frame with that screen in it (issue 22).
      const owner = file === frame.file && frame.session === 'out' ? localRemoteFor(pathname, list) : null;
      const page = owner ? remoteScreenPage(owner, file, pathname, frame.language) : null;
      if (page !== null) {
        reply.code(200).type('text/html; charset=utf-8').header('cache-control', NO_CACHE).send(page);
        return true;
      }
      reply.code(200).sendFile(file, shellDist);
      return true;
    };

    // `/` is a page like any other (a static route wins over the files' wildcard).
    app.get('/', async (request, reply) => {
      if (!(await sendPage(request, reply))) return reply.callNotFound();
      return reply;
    });

    app.spaFallback = async (request, reply) => wantsPage(request) && (await sendPage(request, reply));
  },
  { name: 'static-apps', dependencies: ['envelope'] },
);
