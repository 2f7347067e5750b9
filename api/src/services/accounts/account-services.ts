import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { MailService } from '../mail/mail-service';
import { scryptParams, setHashQueueMaxWaiting } from '../password-hash';
import type { RateLimitService } from '../rate-limit';
import type { SessionService } from '../sessions';
import { createActivationCodeService } from './activation-code-service';
import { createLoginLock } from './login-lock';
import { createLoginRepository } from './login-repository';
import { createLoginService } from './login-service';
import { createPasswordResetService } from './password-reset-service';
import { createProfileService } from './profile-service';
import { createPasswordRecheck } from './recheck-password';
import { createResetRepository } from './reset-repository';
import { createSignupRepository } from './signup-repository';
import { createSignupService, type SignupDeps } from './signup-service';
import { createUserRepository } from './user-repository';

/** The accounts domain's services, wired to their repositories. */
export const createAccountServices = (
  database: Database,
  config: AppConfig,
  shared: {
    sessions: SessionService;
    mail: MailService;
    rateLimits: RateLimitService;
    servicesOf: SignupDeps['servicesOf'];
  },
) => {
  const users = createUserRepository(database);
  const lock = createLoginLock(createLoginRepository(database), config.loginLockMinutes);
  const signups = createSignupRepository(database);
  const scrypt = scryptParams(config.scryptCostLog2);
  // The hash queue is per process (cores and memory are); its waiting list is capped here.
  setHashQueueMaxWaiting(config.passwordHashMaxWaiting);
  const { sessions, mail, rateLimits } = shared;
  return {
    signup: createSignupService({
      servicesOf: shared.servicesOf,
      signups,
      users,
      sessions,
      mail,
      rateLimits,
      scrypt,
      cardFingerprintSecret: config.cardFingerprintSecret,
      publicUrl: config.publicUrl,
    }),
    login: createLoginService({ lock, users, sessions, rateLimits, scrypt }),
    passwordReset: createPasswordResetService({
      resets: createResetRepository(database),
      users,
      lock,
      sessions,
      mail,
      scrypt,
      supportMailbox: config.supportMailbox,
    }),
    profile: createProfileService({ users, lock, mail, scrypt, supportMailbox: config.supportMailbox }),
    activationCodes: createActivationCodeService(signups),
    recheckPassword: createPasswordRecheck({ users, lock }),
  };
};

export type AccountServices = ReturnType<typeof createAccountServices>;
