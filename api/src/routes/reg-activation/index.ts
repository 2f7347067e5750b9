import {
  regActivationCheckUserInfo,
  regActivationCreate,
  regActivationVerify,
} from '@portal/shared/contracts/accounts';
import type { FastifyPluginAsync } from 'fastify';
import { languageFrom } from '../../lib/language';
import { registerEndpoint } from '../endpoint';

/** Sign-up by activation code: the same steps as by card, with a single-use code instead. */
export const regActivationRoutes: FastifyPluginAsync = async (app) => {
  const { signup } = app.services.accounts;
  registerEndpoint(
    app,
    regActivationVerify,
    ({ input }) => signup.verifyActivationCode(input.activationCode),
    {
      ipRateLimit: 'signUpVerify',
    },
  );
  registerEndpoint(
    app,
    regActivationCheckUserInfo,
    ({ input }) => signup.checkUserInfo('activation', input),
    {
      ipRateLimit: 'signUpDetails',
    },
  );
  registerEndpoint(app, regActivationCreate, ({ input, request }) =>
    signup.createAccount('activation', input, languageFrom(request.headers['accept-language'])),
  );
};
