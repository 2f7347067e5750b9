import { mapsSearch } from '@portal/shared/contracts/transport';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../endpoint';

/** `/maps/search`: addresses from the place directory (the sandbox gazetteer). */
export const mapsRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, mapsSearch, async ({ input }) => ({
    places: await app.services.places.search(input.keyword, { near: input.near, limit: input.limit }),
  }));
};
