import { contactUs } from '@portal/shared/contracts/help';
import type { FastifyInstance } from 'fastify';
import { languageFrom } from '../../lib/language';
import { registerEndpoint } from '../endpoint';

/** POST /public/contact-us: the Submit a query form (visitors and logged-in cardholders). */
export const registerContactUs = (app: FastifyInstance): void => {
  registerEndpoint(app, contactUs, async ({ input, request, session }) => {
    const { language, ...query } = input;
    return app.services.help.contact.submit({
      ...query,
      language: language ?? languageFrom(request.headers['accept-language']),
      userId: session?.userId ?? null,
      ip: request.ip,
    });
  });
};
