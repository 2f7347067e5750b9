import type { Language } from '@portal/shared/contracts';
import { ErrorCode } from '@portal/shared/contracts';
import type { UserInfo } from '@portal/shared/contracts/accounts';
import { validatePhone } from '@portal/shared/validation';
import { AppError } from '../../lib/app-error';
import type { MailService } from '../mail/mail-service';
import { hashPassword, type ScryptParams } from '../password-hash';
import type { AuthenticatedSession } from '../sessions';
import { passwordChangedMail } from './account-mails';
import type { LoginLock } from './login-lock';
import { createPasswordRecheck } from './recheck-password';
import type { ProfileRow, UserRepository } from './user-repository';

export interface ProfileDeps {
  users: UserRepository;
  lock: LoginLock;
  mail: MailService;
  scrypt: ScryptParams;
  supportMailbox: string;
}

export interface ProfileInput {
  firstName: string;
  lastName: string;
  mobileNoPrefix: string;
  mobileNo: string;
  mobileCountry?: string | undefined;
  marketingOptIn?: boolean | undefined;
  language?: Language | undefined;
}

const toUserInfo = (row: ProfileRow): UserInfo => ({
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  mobileNoPrefix: row.mobilePrefix,
  mobileNo: row.mobileNumber,
  code: row.mobilePrefix ? row.mobilePrefix.replace(/^\+/, '') : null,
  mobileCountry: row.mobileCountry,
  language: row.language,
  marketingOptIn: row.marketingOptIn,
  cardLevel: row.cardLevel,
});

/** A session whose user is gone is no session. */
const gone = () => new AppError(ErrorCode.SESSION_EXPIRED);

/** The cardholder's own profile and password; every call acts on the caller's account only. */
export const createProfileService = (deps: ProfileDeps) => {
  const { users, mail } = deps;
  const recheck = createPasswordRecheck({ users, lock: deps.lock });

  const info = async (userId: number): Promise<UserInfo> => {
    const row = await users.profile(userId);
    if (!row) throw gone();
    return toUserInfo(row);
  };

  return {
    info,

    async update(userId: number, input: ProfileInput): Promise<UserInfo> {
      const phone = validatePhone(input);
      if (!phone.ok) throw new AppError(ErrorCode.BAD_REQUEST, { statusCode: 400 });
      await users.updateProfile(userId, {
        firstName: input.firstName,
        lastName: input.lastName,
        mobilePrefix: phone.mobileNoPrefix,
        mobileNumber: phone.mobileNo,
        mobileCountry: input.mobileCountry?.trim() || phone.mobileCountry || null,
        ...(input.marketingOptIn === undefined ? {} : { marketingOptIn: input.marketingOptIn }),
        ...(input.language === undefined ? {} : { language: input.language }),
      });
      return info(userId);
    },

    /**
     * Checks the current password under the login lock (a wrong one counts as a failed login of the
     * account from `ip`; a locked account is refused before hashing), sets the new one and ends
     * the user's other sessions (not this one).
     */
    async changePassword(
      session: AuthenticatedSession,
      oldPassword: string,
      password: string,
      ip: string,
    ): Promise<null> {
      const user = await users.findById(session.userId);
      if (!user) throw gone();
      await recheck(user.id, oldPassword, ip);
      await users.setPasswordHash(user.id, await hashPassword(password, deps.scrypt));
      await users.endOtherSessions(user.id, session.sessionId);
      const content = passwordChangedMail(user.language, {
        firstName: user.firstName,
        supportMailbox: deps.supportMailbox,
      });
      await mail.send({ to: user.email, ...content });
      return null;
    },
  };
};

export type ProfileService = ReturnType<typeof createProfileService>;
