import { setRemoteEnabled } from '@portal/shared/contracts';
import { mintActivationCodes } from '@portal/shared/contracts/accounts';
import { assignMeetDetails, jobsState } from '@portal/shared/contracts/operator';
import {
  quoteTransportRequest,
  setTransportFleet,
  transportRequestsPending,
} from '@portal/shared/contracts/transport';
import type { FastifyPluginAsync } from 'fastify';
import { readJobsState } from '../../services/jobs/jobs-state';
import { registerEndpoint } from '../endpoint';

export const operatorRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, setRemoteEnabled, async ({ input, request }) => {
    const entry = await app.services.remotes.setEnabled(input.name, input.enabled);
    request.log.info({ remote: input.name, enabled: input.enabled }, 'operator changed a remote');
    return entry;
  });

  registerEndpoint(app, mintActivationCodes, async ({ input, request }) => {
    const codes = await app.services.accounts.activationCodes.mint(input.cardLevel, input.count);
    request.log.info({ cardLevel: input.cardLevel, count: codes.length }, 'operator issued activation codes');
    return { codes };
  });

  registerEndpoint(app, jobsState, () => readJobsState(app.database));

  registerEndpoint(app, assignMeetDetails, async ({ input, request }) => {
    const { outcome, ...assigned } = await app.services.meetDetails.assign(input);
    request.log.info({ orderNo: input.orderNo, outcome }, 'operator assigned who meets the traveller');
    return assigned;
  });

  registerEndpoint(app, transportRequestsPending, () => app.services.transport.pendingRequests());

  registerEndpoint(app, quoteTransportRequest, async ({ input, request }) => {
    const quoted = await app.services.transport.quote(input);
    request.log.info({ orderNo: input.orderNo, amount: input.amount }, 'operator quoted a transport request');
    return quoted;
  });

  registerEndpoint(app, setTransportFleet, async ({ input, request }) => {
    const fleet = await app.services.transport.setFleet(input);
    request.log.info(fleet, 'operator set a transport fleet');
    return fleet;
  });
};
