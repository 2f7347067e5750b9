import { remoteList } from '@portal/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../endpoint';

export const remotesRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, remoteList, () => app.services.remotes.list());
};
