import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { createLoginRepository } from '../../repositories/login-repository';
import { createResetRepository } from '../../repositories/reset-repository';
import { createSignupRepository } from '../../repositories/signup-repository';
import { createUserRepository } from '../../repositories/user-repository';
import type { MailService } from '../mail/mail-service';
import { scryptParams } from '../password-hash';
import type { SessionService } from '../sessions';
import { createActivationCodeService } from './activation-code-service';
import { createLoginService } from './login-service';
import { createPasswordResetService } from './password-reset-service';
import { createProfileService } from './profile-service';
import { createSignupService } from './signup-service';

/** The accounts domain's services, wired to their repositories. */
export const createAccountServices = (
  database: Database,
  config: AppConfig,
  shared: { sessions: SessionService; mail: MailService },
) => {
  const users = createUserRepository(database);
  const logins = createLoginRepository(database);
  const signups = createSignupRepository(database);
  const scrypt = scryptParams(config.scryptCostLog2);
  const { sessions, mail } = shared;
  return {
    signup: createSignupService({
      signups,
      users,
      sessions,
      mail,
      scrypt,
      cardFingerprintSecret: config.cardFingerprintSecret,
      publicUrl: config.publicUrl,
    }),
    login: createLoginService({ logins, users, sessions, scrypt, lockMinutes: config.loginLockMinutes }),
    passwordReset: createPasswordResetService({
      resets: createResetRepository(database),
      users,
      logins,
      sessions,
      mail,
      scrypt,
      supportMailbox: config.supportMailbox,
    }),
    profile: createProfileService({ users, mail, scrypt, supportMailbox: config.supportMailbox }),
    activationCodes: createActivationCodeService(signups),
  };
};

export type AccountServices = ReturnType<typeof createAccountServices>;
