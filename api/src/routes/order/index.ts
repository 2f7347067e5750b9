import { type EndpointResult, orderMsg } from '@portal/shared/contracts';
import { fastTrackOrder } from '@portal/shared/contracts/fast-track';
import type { FastifyPluginAsync } from 'fastify';
import { callerId, registerEndpoint } from '../endpoint';

export const orderRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint<typeof orderMsg, EndpointResult<typeof orderMsg>>(
    app,
    orderMsg,
    ({ preloaded }) => preloaded,
    { loadWithSession: (services, tokenHash) => services.orderMessages.countsForSession(tokenHash) },
  );
  registerEndpoint(app, fastTrackOrder, ({ input, session }) =>
    app.services.fastTrack.order(callerId(session), input.orderNo),
  );
};
