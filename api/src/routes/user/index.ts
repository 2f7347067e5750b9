import { supportProduct } from '@portal/shared/contracts';
import {
  changePassword,
  resetPassword,
  sendResetCode,
  updateProfile,
  userInfo,
  verifyResetCode,
} from '@portal/shared/contracts/accounts';
import type { FastifyPluginAsync } from 'fastify';
import type { AuthenticatedSession } from '../../services/sessions';
import { registerEndpoint } from '../endpoint';

/** `user` endpoints always run with a session (the auth hook answers 20002 first). */
const caller = (session: AuthenticatedSession | null): AuthenticatedSession => {
  if (!session) throw new Error('user endpoint reached without a session');
  return session;
};

export const userRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, supportProduct, ({ session }) =>
    session ? app.services.supportProduct.forUser(session.userId) : app.services.supportProduct.forVisitor(),
  );

  const { passwordReset, profile } = app.services.accounts;
  registerEndpoint(app, sendResetCode, ({ input }) => passwordReset.sendCode(input.email), {
    ipRateLimit: 'resetCode',
  });
  registerEndpoint(
    app,
    verifyResetCode,
    ({ input }) => passwordReset.verifyCode(input.email, input.captcha),
    { ipRateLimit: 'resetVerify' },
  );
  registerEndpoint(
    app,
    resetPassword,
    ({ input }) => passwordReset.resetPassword(input.email, input.resetTicket, input.password),
    { ipRateLimit: 'resetPassword' },
  );

  registerEndpoint(app, userInfo, ({ session }) => profile.info(caller(session).userId));
  registerEndpoint(app, updateProfile, ({ input, session }) => profile.update(caller(session).userId, input));
  registerEndpoint(app, changePassword, ({ input, session, request }) =>
    profile.changePassword(caller(session), input.oldPassword, input.password, request.ip),
  );
};
