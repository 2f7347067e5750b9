import { areaCodeList, countryList } from '@portal/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { languageFrom } from '../../lib/language';
import { registerEndpoint } from '../endpoint';

export const areaRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, countryList, ({ input, request }) =>
    app.services.areaCodes.search(languageFrom(request.headers['accept-language']), input.keyword),
  );
  registerEndpoint(app, areaCodeList, ({ request }) =>
    app.services.areaCodes.all(languageFrom(request.headers['accept-language'])),
  );
};
