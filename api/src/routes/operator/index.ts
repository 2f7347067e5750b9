import { setRemoteEnabled } from '@portal/shared/contracts';
import { mintActivationCodes } from '@portal/shared/contracts/accounts';
import { jobsState } from '@portal/shared/contracts/operator';
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
};
