import { regCardCheckUserInfo, regCardCreate, regCardVerify } from '@portal/shared/contracts/accounts';
import type { FastifyPluginAsync } from 'fastify';
import { languageFrom } from '../../lib/language';
import { registerEndpoint } from '../endpoint';

/** Sign-up by card number: verify the card, the cardholder's details, then the password. */
export const regCreditCardRoutes: FastifyPluginAsync = async (app) => {
  const { signup } = app.services.accounts;
  registerEndpoint(app, regCardVerify, ({ input }) => signup.verifyCard(input.cardNumber), {
    ipRateLimit: 'signUpVerify',
  });
  registerEndpoint(app, regCardCheckUserInfo, ({ input }) => signup.checkUserInfo('card', input), {
    ipRateLimit: 'signUpDetails',
  });
  registerEndpoint(app, regCardCreate, ({ input, request }) =>
    signup.createAccount('card', input, languageFrom(request.headers['accept-language'])),
  );
};
