import { tcList } from '@portal/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { languageFrom } from '../../lib/language';
import { registerEndpoint } from '../endpoint';

export const tcRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, tcList, ({ input, request }) =>
    app.services.terms.list(languageFrom(request.headers['accept-language']), input.code),
  );
};
