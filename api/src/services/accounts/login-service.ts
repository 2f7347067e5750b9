import { ErrorCode } from '@portal/shared/contracts';
import { type LoginResult, MAX_LOGIN_FAILURES } from '@portal/shared/contracts/accounts';
import { AppError } from '../../lib/app-error';
import type { LoginRepository } from '../../repositories/login-repository';
import type { UserRepository } from '../../repositories/user-repository';
import { hashPassword, type ScryptParams, verifyPassword } from '../password-hash';
import type { SessionService } from '../sessions';

export interface LoginDeps {
  logins: LoginRepository;
  users: UserRepository;
  sessions: SessionService;
  scrypt: ScryptParams;
  lockMinutes: number;
}

export const emailKeyOf = (email: string): string => email.trim().toLowerCase();

/**
 * Login with a per-address lock: MAX_LOGIN_FAILURES failures lock the address for `lockMinutes`,
 * counted in the database. Unknown addresses are answered exactly like known ones: a dummy hash is
 * checked (same timing), and their failures count and lock the same way.
 */
export const createLoginService = (deps: LoginDeps) => {
  const { logins, users, sessions } = deps;
  let dummyHash: Promise<string> | undefined;
  const dummy = () => {
    dummyHash ??= hashPassword('not-a-password-of-anyone', deps.scrypt);
    return dummyHash;
  };
  // Made at start, so that not even the first unknown address is answered at a different speed.
  dummy().catch(() => {
    dummyHash = undefined;
  });

  return {
    maxFailures: MAX_LOGIN_FAILURES,

    async login(email: string, password: string): Promise<LoginResult> {
      const emailKey = emailKeyOf(email);
      const lockSeconds = await logins.lockSeconds(emailKey);
      if (lockSeconds > 0) throw new AppError(ErrorCode.ACCOUNT_LOCKED, { details: { lockSeconds } });

      const user = await users.findByEmail(emailKey);
      const matches = await verifyPassword(password, user?.passwordHash ?? (await dummy()));
      if (!user || !matches) {
        const count = await logins.recordFailure(emailKey, MAX_LOGIN_FAILURES, deps.lockMinutes);
        if (count.lockSeconds > 0) {
          throw new AppError(ErrorCode.ACCOUNT_LOCKED, { details: { lockSeconds: count.lockSeconds } });
        }
        throw new AppError(ErrorCode.LOGIN_INCORRECT, {
          details: { attemptsLeft: Math.max(0, MAX_LOGIN_FAILURES - count.failures) },
        });
      }

      await logins.clear(emailKey);
      const { token } = await sessions.createSession(user.id);
      return { token, firstName: user.firstName, lastName: user.lastName, email: user.email };
    },

    /** Ends this session on the server (every instance at once: it is a database row). */
    async logout(token: string): Promise<void> {
      await sessions.endSession(token);
    },
  };
};

export type LoginService = ReturnType<typeof createLoginService>;
