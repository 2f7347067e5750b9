import { projectStatus, remoteList } from '@portal/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../endpoint';
import { registerContactUs } from './contact-us';

export const publicRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, projectStatus, () => app.services.projectStatus.status());
  registerEndpoint(app, remoteList, () => app.services.remotes.list());
  registerContactUs(app);
};
