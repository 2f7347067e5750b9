import { ErrorCode } from '@portal/shared/contracts';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../password-hash';
import type { LoginLock } from './login-lock';
import { emailKeyOf } from './login-service';
import type { UserRepository } from './user-repository';

/**
 * The logged-in user's password asked again (changing it, using a complimentary use, charging a
 * saved card), under the login lock: a locked account is refused before the costly hash, and a
 * wrong password counts as a failed login of the account from that client address.
 */
export const createPasswordRecheck =
  (deps: { users: UserRepository; lock: LoginLock }) =>
  async (userId: number, password: string, ip: string): Promise<void> => {
    const user = await deps.users.findById(userId);
    if (!user) throw new AppError(ErrorCode.SESSION_EXPIRED);
    const emailKey = emailKeyOf(user.email);
    await deps.lock.assertOpen(emailKey, ip);
    if (!(await verifyPassword(password, user.passwordHash))) {
      await deps.lock.recordFailure(emailKey, ip);
      throw new AppError(ErrorCode.PASSWORD_INCORRECT);
    }
    await deps.lock.passed(emailKey, ip);
  };

export type PasswordRecheck = ReturnType<typeof createPasswordRecheck>;
