import { ErrorCode } from '@portal/shared/contracts';
import { AppError } from '../../lib/app-error';
import type { MailService } from '../mail/mail-service';
import { assertHashQueueRoom, hashPassword, type ScryptParams } from '../password-hash';
import type { SessionService } from '../sessions';
import { passwordChangedMail, resetCodeMail } from './account-mails';
import {
  RESET_CODE_LIFE_MINUTES,
  RESET_CODE_MAX_TRIES,
  RESET_CODE_RESEND_SECONDS,
  RESET_TICKET_LIFE_MINUTES,
} from './account-rules';
import type { LoginLock } from './login-lock';
import { emailKeyOf } from './login-service';
import type { ResetRepository } from './reset-repository';
import { hashOpaqueId, hashResetCode, newOpaqueId, newResetCode, resetCodeMatches } from './secrets';
import type { UserRepository } from './user-repository';

export interface PasswordResetDeps {
  resets: ResetRepository;
  users: UserRepository;
  lock: LoginLock;
  sessions: SessionService;
  mail: MailService;
  scrypt: ScryptParams;
  supportMailbox: string;
}

/**
 * Password reset: a six-digit code by mail (hashed, single use, RESET_CODE_LIFE_MINUTES, at most
 * RESET_CODE_MAX_TRIES tries, one request per RESET_CODE_RESEND_SECONDS), exchanged for a
 * single-use ticket that sets the new password. An address without an account goes through the
 * same steps (a code is stored but never mailed), so the answers never tell whether it exists.
 */
export const createPasswordResetService = (deps: PasswordResetDeps) => {
  const { resets, users, lock, sessions, mail } = deps;

  return {
    async sendCode(email: string) {
      const emailKey = emailKeyOf(email);
      const user = await users.findByEmail(emailKey);
      const code = newResetCode();
      const issued = await resets.issueCode({
        emailKey,
        userId: user?.id ?? null,
        codeHash: hashResetCode(code),
        lifeMinutes: RESET_CODE_LIFE_MINUTES,
        resendSeconds: RESET_CODE_RESEND_SECONDS,
      });
      if (!issued.issued) {
        throw new AppError(ErrorCode.CODE_TOO_FREQUENT, {
          details: { retryAfterSeconds: issued.retryAfterSeconds },
        });
      }
      if (user) {
        const content = resetCodeMail(user.language, {
          firstName: user.firstName,
          code,
          minutes: RESET_CODE_LIFE_MINUTES,
        });
        await mail.send({ to: user.email, ...content });
      }
      return {
        resendAfterSeconds: RESET_CODE_RESEND_SECONDS,
        expiresInSeconds: RESET_CODE_LIFE_MINUTES * 60,
      };
    },

    /** Each call uses one try of the newest code; the right code gives a single-use reset ticket. */
    async verifyCode(email: string, code: string) {
      const attempt = await resets.takeTry(emailKeyOf(email), RESET_CODE_MAX_TRIES);
      if (!attempt) throw new AppError(ErrorCode.CODE_EXPIRED);
      if (attempt.userId === null || !resetCodeMatches(code.trim(), attempt.codeHash)) {
        throw new AppError(ErrorCode.CODE_NOT_RECOGNISED);
      }
      if (!(await resets.markUsed(attempt.id))) throw new AppError(ErrorCode.CODE_EXPIRED);
      const resetTicket = newOpaqueId();
      await resets.insertTicket(hashOpaqueId(resetTicket), attempt.userId, RESET_TICKET_LIFE_MINUTES);
      return { resetTicket };
    },

    /**
     * Uses the ticket (before the costly hash, so unknown tickets cost nothing), sets the password,
     * ends every session of the user, lifts every login lock of the account and mails a notice.
     * A full hash queue refuses the request before the ticket is used, so it can be sent again.
     */
    async resetPassword(email: string, resetTicket: string, password: string): Promise<null> {
      const emailKey = emailKeyOf(email);
      assertHashQueueRoom();
      const userId = await resets.consumeTicket(hashOpaqueId(resetTicket), emailKey);
      if (userId === null) throw new AppError(ErrorCode.CODE_EXPIRED);
      await users.setPasswordHash(userId, await hashPassword(password, deps.scrypt));
      await sessions.endUserSessions(userId);
      await lock.clearAccount(emailKey);
      const user = await users.findById(userId);
      if (user) {
        const content = passwordChangedMail(user.language, {
          firstName: user.firstName,
          supportMailbox: deps.supportMailbox,
        });
        await mail.send({ to: user.email, ...content });
      }
      return null;
    },
  };
};

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
