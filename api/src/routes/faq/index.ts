import { faqList } from '@portal/shared/contracts/help';
import type { FastifyPluginAsync } from 'fastify';
import { languageFrom } from '../../lib/language';
import { registerEndpoint } from '../endpoint';

export const faqRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, faqList, ({ input, request }) =>
    app.services.help.faq.list(input.language ?? languageFrom(request.headers['accept-language'])),
  );
};
