import { constants } from 'node:zlib';
import { mapsSearch } from '@portal/shared/contracts/transport';
import type { FastifyPluginAsync, RouteOptions } from 'fastify';
import { registerEndpoint } from '../endpoint';

/**
 * How search answers are compressed: brotli at quality 1 (gzip where brotli is not accepted), not
 * the app's quality 4. The answers are small (0.1–4 KB of JSON, one per keystroke pause), so
 * quality 4 cost about three times the CPU of quality 1 for ~12 % fewer bytes (630 B against
 * 710 B on average for those of 1 KB or more); under load that was ~20 µs of every search.
 */
export const MAPS_SEARCH_COMPRESSION: RouteOptions['compress'] = {
  encodings: ['br', 'gzip'],
  threshold: 1024,
  brotliOptions: {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: 1,
    },
  },
};

/** `/maps/search`: addresses from the place directory (the sandbox gazetteer). */
export const mapsRoutes: FastifyPluginAsync = async (app) => {
  // A listening server indexes the gazetteer at once, in the background (it answers meanwhile; a
  // search that comes first waits for the same load). Without a listener (tests inject requests),
  // the first search does it.
  app.addHook('onListen', async () => {
    app.services.places
      .warm?.()
      .catch((error: unknown) => app.log.error({ err: error }, 'places: warm-up failed'));
  });
  registerEndpoint(
    app,
    mapsSearch,
    async ({ input }) => ({
      places: await app.services.places.search(input.keyword, { near: input.near, limit: input.limit }),
    }),
    { compress: MAPS_SEARCH_COMPRESSION },
  );
};
