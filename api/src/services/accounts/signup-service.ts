import { ErrorCode, type Language } from '@portal/shared/contracts';
import type { LoginResult, SignupChannel } from '@portal/shared/contracts/accounts';
import { normaliseCardNumber, validateCardNumber, validatePhone } from '@portal/shared/validation';
import { AppError } from '../../lib/app-error';
import type { NewSignup, SignupRepository } from '../../repositories/signup-repository';
import type { UserRepository } from '../../repositories/user-repository';
import type { MailService } from '../mail/mail-service';
import { hashPassword, type ScryptParams } from '../password-hash';
import type { SessionService } from '../sessions';
import { welcomeMail } from './account-mails';
import { SIGNUP_LIFE_MINUTES } from './account-rules';
import { cardFingerprint, hashOpaqueId, newOpaqueId } from './secrets';

export interface SignupDeps {
  signups: SignupRepository;
  users: UserRepository;
  sessions: SessionService;
  mail: MailService;
  scrypt: ScryptParams;
  cardFingerprintSecret: string;
  publicUrl: string;
}

export interface UserDetailsInput {
  signupId: string;
  firstName: string;
  lastName: string;
  email: string;
  mobileNoPrefix: string;
  mobileNo: string;
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

    /** Step 2: names, email (not taken) and mobile, kept with the sign-up. */
    async checkUserInfo(channel: SignupChannel, input: UserDetailsInput) {
      const signup = await signups.findLiveSignup(hashOpaqueId(input.signupId), channel);
      if (!signup) throw expired();
      if (await users.emailTaken(input.email)) throw new AppError(ErrorCode.EMAIL_EXISTS);
      const phone = validatePhone(input);
      if (!phone.ok) throw new AppError(ErrorCode.BAD_REQUEST, { statusCode: 400 });
      await signups.saveDetails(signup.id, {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email.trim(),
        mobilePrefix: phone.mobileNoPrefix,
        mobileNumber: phone.mobileNo,
        mobileCountry: input.mobileCountry?.trim() || phone.mobileCountry || null,
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
      });
      void mail.send({ to: details.email, ...content });
      return { token, firstName: details.firstName, lastName: details.lastName, email: details.email };
    },
  };
};

export type SignupService = ReturnType<typeof createSignupService>;
