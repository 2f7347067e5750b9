import { setRemoteEnabled } from '@portal/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../endpoint';

export const operatorRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, setRemoteEnabled, async ({ input, request }) => {
    const entry = await app.services.remotes.setEnabled(input.name, input.enabled);
    request.log.info({ remote: input.name, enabled: input.enabled }, 'operator changed a remote');
    return entry;
  });
};
