import { mapsSearch } from '@portal/shared/contracts/transport';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../endpoint';

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
  registerEndpoint(app, mapsSearch, async ({ input }) => ({
    places: await app.services.places.search(input.keyword, { near: input.near, limit: input.limit }),
  }));
};
