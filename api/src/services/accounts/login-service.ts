import { ErrorCode } from '@portal/shared/contracts';
import { type LoginResult, MAX_LOGIN_FAILURES } from '@portal/shared/contracts/accounts';
import { AppError } from '../../lib/app-error';
import { hashPassword, type ScryptParams, verifyPassword } from '../password-hash';
import type { RateLimitService } from '../rate-limit';
import type { SessionService } from '../sessions';
import type { LoginLock } from './login-lock';
import type { UserRepository } from './user-repository';

export interface LoginDeps {
  lock: LoginLock;
  users: UserRepository;
  sessions: SessionService;
  rateLimits: RateLimitService;
  scrypt: ScryptParams;
}

export const emailKeyOf = (email: string): string => email.trim().toLowerCase();

/**
 * Login with the login lock (login-lock.ts: per account and client address, plus an account-wide
 * ceiling) and the per-address failure limit (`loginFailures`: failed logins from one client
 * address, any account; successes do not count, so travellers sharing an address are not refused).
 * Unknown email addresses are answered exactly like known ones: a dummy hash is checked (same
 * timing), and their failures count and lock the same way.
 */
export const createLoginService = (deps: LoginDeps) => {
  const { lock, users, sessions, rateLimits } = deps;
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

    /** `ip`: the client address (`request.ip`). */
    async login(email: string, password: string, ip: string): Promise<LoginResult> {
      const emailKey = emailKeyOf(email);
      // Both before the costly hash: an address over its failures, a locked account.
      await rateLimits.checkIp('loginFailures', ip);
      await lock.assertOpen(emailKey, ip);

      const user = await users.findByEmail(emailKey);
      const matches = await verifyPassword(password, user?.passwordHash ?? (await dummy()));
      if (!user || !matches) {
        await rateLimits.countIp('loginFailures', ip);
        const attemptsLeft = await lock.recordFailure(emailKey, ip);
        throw new AppError(ErrorCode.LOGIN_INCORRECT, { details: { attemptsLeft } });
      }

      await lock.passed(emailKey, ip);
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
