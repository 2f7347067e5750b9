import { allAirports } from '@portal/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../endpoint';

export const transportRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, allAirports, () => app.services.airports.list());
};
