import { type EndpointResult, orderMsg } from '@portal/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../endpoint';

export const orderRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint<typeof orderMsg, EndpointResult<typeof orderMsg>>(
    app,
    orderMsg,
    ({ preloaded }) => preloaded,
    { loadWithSession: (services, tokenHash) => services.orderMessages.countsForSession(tokenHash) },
  );
};
