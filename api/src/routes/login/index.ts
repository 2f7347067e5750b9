import { login, logout } from '@portal/shared/contracts/accounts';
import type { FastifyPluginAsync } from 'fastify';
import { tokenFrom } from '../../plugins/auth';
import { registerEndpoint } from '../endpoint';

export const loginRoutes: FastifyPluginAsync = async (app) => {
  const accounts = app.services.accounts;
  registerEndpoint(
    app,
    login,
    ({ input, request }) => accounts.login.login(input.email, input.password, request.ip),
    { ipRateLimit: 'login' },
  );
  registerEndpoint(app, logout, async ({ request }) => {
    await accounts.login.logout(tokenFrom(request) ?? '');
    return null;
  });
};
