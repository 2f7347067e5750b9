import type { Language } from '@portal/shared/contracts';
import type { SignupChannel } from '@portal/shared/contracts/accounts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  activationCodes,
  cardLevels,
  programmes,
  registeredCards,
  signupSessions,
  users,
} from '../../db/schema';

export interface CardLevelRef {
  cardLevelId: number;
  cardLevel: string;
}

export interface ActivationCodeRow extends CardLevelRef {
  id: number;
  used: boolean;
}

export interface NewSignup {
  tokenHash: string;
  channel: SignupChannel;
  cardLevelId: number;
  lifeMinutes: number;
  card?: { fingerprint: string; bin: string; lastFour: string };
  activationCodeId?: number;
}

export interface SignupDetails {
  firstName: string;
  lastName: string;
  email: string;
  /** The contact number is optional at sign-up (all three null when left out). */
  mobilePrefix: string | null;
  mobileNumber: string | null;
  mobileCountry: string | null;
}

export interface LiveSignup {
  id: number;
  channel: SignupChannel;
  cardLevelId: number;
  cardFingerprint: string | null;
  cardBin: string | null;
  cardLastFour: string | null;
  activationCodeId: number | null;
  details: SignupDetails | null;
  expiresInSeconds: number;
}

export interface NewAccount {
  signupId: number;
  passwordHash: string;
  language: Language;
  marketingOptIn: boolean;
}

export type CreateAccountOutcome =
  | { kind: 'created'; userId: number; details: SignupDetails }
  | { kind: 'expired' }
  | { kind: 'registered' }
  | { kind: 'emailExists' };

/** Rolls the transaction back with an outcome the caller turns into an answer. */
class Refused extends Error {
  constructor(readonly outcome: CreateAccountOutcome) {
    super(outcome.kind);
  }
}

const programmeAvailable = sql`(${programmes.active} and (${programmes.endsAt} is null or ${programmes.endsAt} > now()))`;

/** Sign-up: the programme's card ranges and activation codes, progress kept server-side, account creation. */
export const createSignupRepository = (database: Database) => ({
  /** The card level of the longest range prefix that matches the number and its length. */
  async findCardRange(digits: string): Promise<CardLevelRef | null> {
    const rows = await database.rows<{ card_level_id: number; card_level: string }>(sql`
      select r.card_level_id, l.name as card_level
      from card_ranges r
      join card_levels l on l.id = r.card_level_id
      join programmes p on p.id = r.programme_id
      where starts_with(${digits}, r.prefix) and ${digits.length}::int = any(r.lengths)
        and p.active and (p.ends_at is null or p.ends_at > now())
      order by length(r.prefix) desc
      limit 1`);
    const row = rows[0];
    return row ? { cardLevelId: row.card_level_id, cardLevel: row.card_level } : null;
  },

  async cardRegistered(fingerprint: string): Promise<boolean> {
    const [row] = await database.db
      .select({ id: registeredCards.id })
      .from(registeredCards)
      .where(eq(registeredCards.fingerprint, fingerprint));
    return row !== undefined;
  },

  async findActivationCode(code: string): Promise<ActivationCodeRow | null> {
    const [row] = await database.db
      .select({
        id: activationCodes.id,
        cardLevelId: activationCodes.cardLevelId,
        cardLevel: cardLevels.name,
        usedBy: activationCodes.usedBy,
      })
      .from(activationCodes)
      .innerJoin(cardLevels, eq(cardLevels.id, activationCodes.cardLevelId))
      .innerJoin(programmes, eq(programmes.id, cardLevels.programmeId))
      .where(and(eq(activationCodes.code, code), programmeAvailable));
    return row
      ? { id: row.id, cardLevelId: row.cardLevelId, cardLevel: row.cardLevel, used: row.usedBy !== null }
      : null;
  },

  /** Starts a sign-up (and forgets expired ones); answers the seconds it has to finish. */
  async insertSignup(signup: NewSignup): Promise<void> {
    await database.db.delete(signupSessions).where(sql`${signupSessions.expiresAt} < now()`);
    await database.db.insert(signupSessions).values({
      tokenHash: signup.tokenHash,
      channel: signup.channel,
      cardLevelId: signup.cardLevelId,
      cardFingerprint: signup.card?.fingerprint,
      cardBin: signup.card?.bin,
      cardLastFour: signup.card?.lastFour,
      activationCodeId: signup.activationCodeId,
      expiresAt: sql`now() + make_interval(mins => ${signup.lifeMinutes}::int)`,
    });
  },

  async findLiveSignup(tokenHash: string, channel: SignupChannel): Promise<LiveSignup | null> {
    const [row] = await database.db
      .select({
        id: signupSessions.id,
        channel: signupSessions.channel,
        cardLevelId: signupSessions.cardLevelId,
        cardFingerprint: signupSessions.cardFingerprint,
        cardBin: signupSessions.cardBin,
        cardLastFour: signupSessions.cardLastFour,
        activationCodeId: signupSessions.activationCodeId,
        firstName: signupSessions.firstName,
        lastName: signupSessions.lastName,
        email: signupSessions.email,
        mobilePrefix: signupSessions.mobilePrefix,
        mobileNumber: signupSessions.mobileNumber,
        mobileCountry: signupSessions.mobileCountry,
        expiresInSeconds: sql<number>`ceil(extract(epoch from (${signupSessions.expiresAt} - now())))::int`,
      })
      .from(signupSessions)
      .where(
        and(
          eq(signupSessions.tokenHash, tokenHash),
          eq(signupSessions.channel, channel),
          sql`${signupSessions.expiresAt} > now()`,
        ),
      );
    if (!row) return null;
    const { firstName, lastName, email, mobilePrefix, mobileNumber, mobileCountry, ...rest } = row;
    const details =
      firstName && lastName && email
        ? { firstName, lastName, email, mobilePrefix, mobileNumber, mobileCountry }
        : null;
    return { ...rest, expiresInSeconds: Math.max(1, Number(rest.expiresInSeconds)), details };
  },

  async saveDetails(signupId: number, details: SignupDetails): Promise<void> {
    await database.db.update(signupSessions).set(details).where(eq(signupSessions.id, signupId));
  },

  /**
   * Creates the account in one transaction: takes the sign-up (so it is used once), inserts the
   * user, then records the card fingerprint or marks the activation code used. Any refusal rolls
   * everything back.
   */
  async createAccount(account: NewAccount): Promise<CreateAccountOutcome> {
    try {
      return await database.db.transaction(async (tx) => {
        const [signup] = await tx
          .delete(signupSessions)
          .where(and(eq(signupSessions.id, account.signupId), sql`${signupSessions.expiresAt} > now()`))
          .returning();
        if (!signup?.firstName || !signup.lastName || !signup.email) throw new Refused({ kind: 'expired' });
        const details: SignupDetails = {
          firstName: signup.firstName,
          lastName: signup.lastName,
          email: signup.email,
          mobilePrefix: signup.mobilePrefix,
          mobileNumber: signup.mobileNumber,
          mobileCountry: signup.mobileCountry,
        };

        const [user] = await tx
          .insert(users)
          .values({
            ...details,
            passwordHash: account.passwordHash,
            cardLevelId: signup.cardLevelId,
            language: account.language,
            marketingOptIn: account.marketingOptIn,
          })
          .onConflictDoNothing()
          .returning({ id: users.id });
        if (!user) throw new Refused({ kind: 'emailExists' });

        if (signup.channel === 'card') {
          if (!signup.cardFingerprint || !signup.cardBin || !signup.cardLastFour) {
            throw new Refused({ kind: 'expired' });
          }
          const [card] = await tx
            .insert(registeredCards)
            .values({
              fingerprint: signup.cardFingerprint,
              bin: signup.cardBin,
              lastFour: signup.cardLastFour,
              userId: user.id,
            })
            .onConflictDoNothing()
            .returning({ id: registeredCards.id });
          if (!card) throw new Refused({ kind: 'registered' });
        } else {
          if (signup.activationCodeId === null) throw new Refused({ kind: 'expired' });
          const [code] = await tx
            .update(activationCodes)
            .set({ usedBy: user.id, usedAt: sql`now()` })
            .where(and(eq(activationCodes.id, signup.activationCodeId), isNull(activationCodes.usedBy)))
            .returning({ id: activationCodes.id });
          if (!code) throw new Refused({ kind: 'registered' });
        }
        return { kind: 'created', userId: user.id, details } as const;
      });
    } catch (error) {
      if (error instanceof Refused) return error.outcome;
      throw error;
    }
  },

  /** New single-use activation codes for a card level of an available programme (operator). */
  async mintActivationCodes(levelCode: string, codes: string[]): Promise<string[] | null> {
    const [level] = await database.db
      .select({ id: cardLevels.id })
      .from(cardLevels)
      .innerJoin(programmes, eq(programmes.id, cardLevels.programmeId))
      .where(and(eq(cardLevels.code, levelCode), programmeAvailable));
    if (!level) return null;
    const rows = await database.db
      .insert(activationCodes)
      .values(codes.map((code) => ({ code, cardLevelId: level.id })))
      .onConflictDoNothing()
      .returning({ code: activationCodes.code });
    return rows.map((r) => r.code);
  },
});

export type SignupRepository = ReturnType<typeof createSignupRepository>;
