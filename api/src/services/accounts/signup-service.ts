import { type BookingService, ErrorCode, type Language } from '@portal/shared/contracts';
import type { LoginResult, SignupChannel } from '@portal/shared/contracts/accounts';
import { normaliseCardNumber, validateCardNumber, validateOptionalPhone } from '@portal/shared/validation';
import { AppError } from '../../lib/app-error';
import type { MailService } from '../mail/mail-service';
import { hashPassword, type ScryptParams } from '../password-hash';
import type { RateLimitService } from '../rate-limit';
import type { SessionService } from '../sessions';
import { welcomeMail } from './account-mails';
import { SIGNUP_DETAILS_MAX_CHECKS, SIGNUP_LIFE_MINUTES } from './account-rules';
import { cardFingerprint, hashOpaqueId, newOpaqueId } from './secrets';
import type { NewSignup, SignupRepository } from './signup-repository';
import type { UserRepository } from './user-repository';

export interface SignupDeps {
  /** The booking services a cardholder's card level offers (the welcome mail promises those). */
  servicesOf: (userId: number) => Promise<BookingService[]>;
  signups: SignupRepository;
  users: UserRepository;
  sessions: SessionService;
  mail: MailService;
  rateLimits: RateLimitService;
  scrypt: ScryptParams;
  cardFingerprintSecret: string;
  publicUrl: string;
}

export interface UserDetailsInput {
  signupId: string;
  firstName: string;
  lastName: string;
  email: string;
  /** The contact number is optional at sign-up; given, it must be valid. */
  mobileNoPrefix?: string | undefined;
  mobileNo?: string | undefined;
  mobileCountry?: string | undefined;
}

export interface CreateAccountInput {
  signupId: string;
  password: string;
  marketingOptIn: boolean;
  language?: Language | undefined;
}

const started = (signupId: string, cardLevel: string) => ({
  signupId,
  expiresInSeconds: SIGNUP_LIFE_MINUTES * 60,
  cardLevel,
});

const expired = () => new AppError(ErrorCode.SIGNUP_SESSION_EXPIRED);

/**
 * Sign-up on two channels — a Diners card number of the programme's ranges, or a single-use
 * activation code — then the cardholder's details, then the password. Progress is kept in the
 * database under the SHA-256 of the opaque `signupId`, and expires.
 */
export const createSignupService = (deps: SignupDeps) => {
  const { signups, users, sessions, mail } = deps;

  const start = async (signup: Omit<NewSignup, 'tokenHash' | 'lifeMinutes'>, cardLevel: string) => {
    const signupId = newOpaqueId();
    await signups.insertSignup({
      ...signup,
      tokenHash: hashOpaqueId(signupId),
      lifeMinutes: SIGNUP_LIFE_MINUTES,
    });
    return started(signupId, cardLevel);
  };

  return {
    /** Step 1 by card: Luhn, the programme's Diners ranges, not registered before. The number is forgotten. */
    async verifyCard(cardNumber: string) {
      const digits = normaliseCardNumber(cardNumber);
      if (validateCardNumber(digits) !== null) throw new AppError(ErrorCode.MEMBERSHIP_INVALID);
      const range = await signups.findCardRange(digits);
      if (!range) throw new AppError(ErrorCode.MEMBERSHIP_INVALID);
      const fingerprint = cardFingerprint(deps.cardFingerprintSecret, digits);
      if (await signups.cardRegistered(fingerprint)) throw new AppError(ErrorCode.NUMBER_REGISTERED);
      return start(
        {
          channel: 'card',
          cardLevelId: range.cardLevelId,
          card: { fingerprint, bin: digits.slice(0, 6), lastFour: digits.slice(-4) },
        },
        range.cardLevel,
      );
    },

    /** Step 1 by activation code: known and not used yet (codes are case-insensitive). */
    async verifyActivationCode(activationCode: string) {
      const code = await signups.findActivationCode(activationCode.trim().toUpperCase());
      if (!code) throw new AppError(ErrorCode.MEMBERSHIP_INVALID);
      if (code.used) throw new AppError(ErrorCode.NUMBER_REGISTERED);
      return start(
        { channel: 'activation', cardLevelId: code.cardLevelId, activationCodeId: code.id },
        code.cardLevel,
      );
    },

    /**
     * Step 2: names, email (not taken) and an optional mobile, kept with the sign-up. It tells
     * whether an email is registered, so each sign-up may send it SIGNUP_DETAILS_MAX_CHECKS times
     * (then RATE_LIMITED; the route also limits it per client address).
     */
    async checkUserInfo(channel: SignupChannel, input: UserDetailsInput) {
      const signup = await signups.findLiveSignup(hashOpaqueId(input.signupId), channel);
      if (!signup) throw expired();
      await deps.rateLimits.enforce([
        {
          scope: 'signup:details',
          key: String(signup.id),
          rule: { max: SIGNUP_DETAILS_MAX_CHECKS, windowSeconds: SIGNUP_LIFE_MINUTES * 60 },
        },
      ]);
      if (await users.emailTaken(input.email)) throw new AppError(ErrorCode.EMAIL_EXISTS);
      const phone = validateOptionalPhone(input);
      if (phone && !phone.ok) throw new AppError(ErrorCode.BAD_REQUEST, { statusCode: 400 });
      await signups.saveDetails(signup.id, {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email.trim(),
        mobilePrefix: phone?.mobileNoPrefix ?? null,
        mobileNumber: phone?.mobileNo ?? null,
        mobileCountry: phone ? input.mobileCountry?.trim() || phone.mobileCountry || null : null,
      });
      return { signupId: input.signupId, expiresInSeconds: signup.expiresInSeconds };
    },

    /** Step 3: the password; creates the account, logs the cardholder in and sends the welcome mail. */
    async createAccount(
      channel: SignupChannel,
      input: CreateAccountInput,
      fallbackLanguage: Language,
    ): Promise<LoginResult> {
      const signup = await signups.findLiveSignup(hashOpaqueId(input.signupId), channel);
      if (!signup?.details) throw expired();
      if (await users.emailTaken(signup.details.email)) throw new AppError(ErrorCode.EMAIL_EXISTS);
      const language = input.language ?? fallbackLanguage;
      const outcome = await signups.createAccount({
        signupId: signup.id,
        passwordHash: await hashPassword(input.password, deps.scrypt),
        language,
        marketingOptIn: input.marketingOptIn,
      });
      switch (outcome.kind) {
        case 'expired':
          throw expired();
        case 'emailExists':
          throw new AppError(ErrorCode.EMAIL_EXISTS);
        case 'registered':
          throw new AppError(ErrorCode.NUMBER_REGISTERED);
        case 'created':
          break;
      }
      const { details } = outcome;
      const { token } = await sessions.createSession(outcome.userId);
      const profile = await users.profile(outcome.userId);
      const content = welcomeMail(language, {
        firstName: details.firstName,
        cardLevel: profile?.cardLevel ?? '',
        portalUrl: deps.publicUrl,
        services: await deps.servicesOf(outcome.userId),
      });
      await mail.send({ to: details.email, ...content });
      return { token, firstName: details.firstName, lastName: details.lastName, email: details.email };
    },
  };
};

export type SignupService = ReturnType<typeof createSignupService>;
