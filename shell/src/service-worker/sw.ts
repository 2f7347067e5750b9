/// <reference lib="webworker" />
/**
 * The portal's service worker (issue 24): the traveller's bookings, their details and Fast Track
 * vouchers open at the airport without signal, once they were opened online. Workbox does the
 * caching; this file only says what is kept and how:
 * - pages and the files that name a release (`remoteEntry.js`, manifests): network first, so a new
 *   release and the registry's switches apply on the next online load; the saved copy offline;
 * - content-hashed files: from the device once fetched (a release brings new names);
 * - the API reads in `SAVED_READ_PATHS`: network first, saved per session, marked with the time
 *   they were saved; the page deletes them at logout. Nothing else of the API is touched.
 */
import { CONTENT_HASHED_FILE, NOT_PAGE_PATH } from '@portal/shared/contracts/static-paths';
import { isSavedRead, OFFLINE_CACHES } from '@portal/shared/offline/saved-reads';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { SavedPostRead } from './saved-post-read';
import { savedReadKey, savedReadKeyPlugin, savedReadsPlugin } from './saved-reads-plugin';

declare const self: ServiceWorkerGlobalScope;

/** Every non-home page is the same prerendered frame for a cardholder: one saved copy serves them all. */
const ROUTE_PAGE_KEY = '/__offline-route-page';

const sameOrigin = (url: URL) => url.origin === self.location.origin;

self.skipWaiting();
clientsClaim();

// Caches of earlier versions of this worker go once this one runs.
self.addEventListener('activate', (event) => {
  const current = new Set<string>(Object.values(OFFLINE_CACHES));
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('portal-') && !current.has(name))
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && !NOT_PAGE_PATH.test(url.pathname),
  new NetworkFirst({
    cacheName: OFFLINE_CACHES.pages,
    matchOptions: { ignoreVary: true },
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      {
        cacheKeyWillBeUsed: async ({ request }) =>
          new URL(request.url).pathname === '/'
            ? `${self.location.origin}/`
            : `${self.location.origin}${ROUTE_PAGE_KEY}`,
      },
    ],
  }),
);

registerRoute(
  ({ request, url }) =>
    request.method === 'GET' &&
    sameOrigin(url) &&
    !url.pathname.startsWith('/api/') &&
    CONTENT_HASHED_FILE.test(url.pathname),
  new CacheFirst({
    cacheName: OFFLINE_CACHES.assets,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true }),
    ],
  }),
);

registerRoute(
  ({ request, url }) =>
    request.method === 'GET' &&
    request.mode !== 'navigate' &&
    sameOrigin(url) &&
    !url.pathname.startsWith('/api/') &&
    !CONTENT_HASHED_FILE.test(url.pathname),
  new NetworkFirst({
    cacheName: OFFLINE_CACHES.entries,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 100 })],
  }),
);

registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/api/') && isSavedRead(url.pathname),
  new NetworkFirst({ cacheName: OFFLINE_CACHES.api, plugins: [savedReadKeyPlugin, savedReadsPlugin()] }),
  'GET',
);

registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/api/') && isSavedRead(url.pathname),
  new SavedPostRead({ cacheName: OFFLINE_CACHES.api, plugins: [savedReadsPlugin()] }, savedReadKey),
  'POST',
);
