import { supportProduct } from '@portal/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../endpoint';

export const userRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, supportProduct, ({ session }) =>
    session ? app.services.supportProduct.forUser(session.userId) : app.services.supportProduct.forVisitor(),
  );
};
