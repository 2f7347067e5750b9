import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { REMOTE_NAMES } from '@portal/shared/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files the browser must always revalidate: they name the hashed files of each release. */
const ENTRY_FILES = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js']);
/** A content hash in a file name, e.g. `main.3f9a2b1c.js` or `123.0a1b2c3d4e5f.css`. */
const CONTENT_HASH = /[.-](?=[a-f0-9]*\d)[a-f0-9]{8,}\.[a-z0-9]+(\.map)?$/i;

export const cacheControlFor = (filePath: string): string => {
  const name = basename(filePath).replace(/\.(gz|br)$/, '');
  if (ENTRY_FILES.has(name)) return NO_CACHE;
  return CONTENT_HASH.test(name) ? IMMUTABLE : NO_CACHE;
};

const setHeaders = (res: { setHeader(name: string, value: string): unknown }, filePath: string) => {
  res.setHeader('cache-control', cacheControlFor(filePath));
};

/** Paths that never fall back to the shell's page. */
const NOT_PAGES = /^\/(api|remotes)(\/|$)|^\/(healthz|readyz)(\?|$)/;

const wantsPage = (request: FastifyRequest): boolean =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !NOT_PAGES.test(request.url) &&
  String(request.headers.accept ?? '').includes('text/html');

/**
 * Serves the production builds: the shell at `/` (with the single-page fallback to its
 * index.html), and each remote at `/remotes/<name>/` from `<webRoot>/<name>/dist`.
 */
export const staticAppsPlugin = fp<{ webRoot: string }>(
  async (app, { webRoot }) => {
    const shellDist = join(webRoot, 'shell', 'dist');
    const common = { cacheControl: false, setHeaders, preCompressed: true } as const;

    await app.register(fastifyStatic, { ...common, root: shellDist, prefix: '/' });
    for (const name of REMOTE_NAMES) {
      await app.register(fastifyStatic, {
        ...common,
        root: join(webRoot, name, 'dist'),
        prefix: `/remotes/${name}/`,
        decorateReply: false,
        index: false,
      });
    }

    app.spaFallback = async (request, reply) => {
      if (!wantsPage(request) || !existsSync(join(shellDist, 'index.html'))) return false;
      reply.code(200).sendFile('index.html', shellDist);
      return true;
    };
  },
  { name: 'static-apps', dependencies: ['envelope'] },
);
