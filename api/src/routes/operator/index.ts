import { setRemoteEnabled } from '@portal/shared/contracts';
import { mintActivationCodes } from '@portal/shared/contracts/accounts';
import { assignMeetDetails, jobsState } from '@portal/shared/contracts/operator';
import {
  declineTransportRequest,
  quoteTransportRequest,
  setTransportFleet,
  transportRequestsPending,
} from '@portal/shared/contracts/transport';
import type { FastifyPluginAsync } from 'fastify';
import { readJobsState } from '../../services/jobs/jobs-state';
import { registerEndpoint } from '../endpoint';
import { registerAuditedEndpoint } from './audited-endpoint';
import { registerOperationsEndpoints } from './operations';

/**
 * `/operator/*`: the operations team's calls, each allowed to the role its contract names (or the
 * operator key, automation); every one that changes something is audited (decision 0019).
 */
export const operatorRoutes: FastifyPluginAsync = async (app) => {
  registerOperationsEndpoints(app);

  registerAuditedEndpoint(
    app,
    setRemoteEnabled,
    {
      action: 'remotes.set-enabled',
      target: (input) => input.name,
      details: (input) => ({ enabled: input.enabled }),
    },
    async ({ input, request }) => {
      const entry = await app.services.remotes.setEnabled(input.name, input.enabled);
      request.log.info({ remote: input.name, enabled: input.enabled }, 'operator changed a remote');
      return entry;
    },
  );

  registerAuditedEndpoint(
    app,
    mintActivationCodes,
    {
      action: 'activation-codes.mint',
      target: (input) => input.cardLevel,
      details: (input) => ({ count: input.count }),
    },
    async ({ input, request }) => {
      const codes = await app.services.accounts.activationCodes.mint(input.cardLevel, input.count);
      request.log.info(
        { cardLevel: input.cardLevel, count: codes.length },
        'operator issued activation codes',
      );
      return { codes };
    },
  );

  registerEndpoint(app, jobsState, () => readJobsState(app.database));

  registerAuditedEndpoint(
    app,
    assignMeetDetails,
    {
      action: 'meet-details.assign',
      target: (input) => input.orderNo,
      details: (input) => ({ name: input.name, vehicle: input.vehicle !== undefined }),
    },
    async ({ input, request }) => {
      const { outcome, ...assigned } = await app.services.meetDetails.assign(input);
      request.log.info({ orderNo: input.orderNo, outcome }, 'operator assigned who meets the traveller');
      return assigned;
    },
  );

  registerEndpoint(app, transportRequestsPending, () => app.services.transport.pendingRequests());

  registerAuditedEndpoint(
    app,
    quoteTransportRequest,
    {
      action: 'transport.quote',
      target: (input) => input.orderNo,
      details: (input) => ({
        amount: input.amount,
        carType: input.carType ?? null,
        note: input.note ?? null,
      }),
    },
    async ({ input, request, within }) => {
      const quoted = await app.services.transport.quote(input, (tx) => within(tx));
      request.log.info(
        { orderNo: input.orderNo, amount: input.amount },
        'operator quoted a transport request',
      );
      return quoted;
    },
  );

  registerAuditedEndpoint(
    app,
    declineTransportRequest,
    {
      action: 'transport.decline',
      target: (input) => input.orderNo,
      details: (input) => ({ reason: input.reason }),
    },
    async ({ input, request, within }) => {
      const declined = await app.services.transport.decline(input, (tx) => within(tx));
      request.log.info({ orderNo: input.orderNo }, 'operator declined a transport request');
      return declined;
    },
  );

  registerAuditedEndpoint(
    app,
    setTransportFleet,
    {
      action: 'transport.fleet',
      target: (input) => `${input.airportCode} ${input.carType}`,
      details: (input) => ({ cars: input.cars }),
    },
    async ({ input, request }) => {
      const fleet = await app.services.transport.setFleet(input);
      request.log.info(fleet, 'operator set a transport fleet');
      return fleet;
    },
  );
};
