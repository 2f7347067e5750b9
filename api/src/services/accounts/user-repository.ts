import type { Language } from '@portal/shared/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { cardLevels, sessions, users } from '../../db/schema';

export interface LoginUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  language: Language;
}

export interface ProfileRow {
  firstName: string;
  lastName: string;
  email: string;
  mobilePrefix: string | null;
  mobileNumber: string | null;
  mobileCountry: string | null;
  language: Language;
  marketingOptIn: boolean;
  cardLevel: string;
}

export interface ProfileChanges {
  firstName: string;
  lastName: string;
  mobilePrefix: string;
  mobileNumber: string;
  mobileCountry: string | null;
  marketingOptIn?: boolean;
  language?: Language;
}

const byEmail = (email: string) => sql`lower(${users.email}) = ${email.trim().toLowerCase()}`;

const loginColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  passwordHash: users.passwordHash,
  language: users.language,
};

/** Cardholder accounts: lookup for login and reset, profile, password, other sessions. */
export const createUserRepository = (database: Database) => ({
  async findByEmail(email: string): Promise<LoginUser | null> {
    const [row] = await database.db.select(loginColumns).from(users).where(byEmail(email));
    return row ?? null;
  },

  async findById(userId: number): Promise<LoginUser | null> {
    const [row] = await database.db.select(loginColumns).from(users).where(eq(users.id, userId));
    return row ?? null;
  },

  async emailTaken(email: string): Promise<boolean> {
    const [row] = await database.db.select({ id: users.id }).from(users).where(byEmail(email));
    return row !== undefined;
  },

  async profile(userId: number): Promise<ProfileRow | null> {
    const [row] = await database.db
      .select({
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        mobilePrefix: users.mobilePrefix,
        mobileNumber: users.mobileNumber,
        mobileCountry: users.mobileCountry,
        language: users.language,
        marketingOptIn: users.marketingOptIn,
        cardLevel: cardLevels.name,
      })
      .from(users)
      .innerJoin(cardLevels, eq(cardLevels.id, users.cardLevelId))
      .where(eq(users.id, userId));
    return row ?? null;
  },

  async updateProfile(userId: number, changes: ProfileChanges): Promise<void> {
    await database.db
      .update(users)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  },

  async setPasswordHash(userId: number, passwordHash: string): Promise<void> {
    await database.db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));
  },

  /** Ends every session of the user except the caller's (password change). */
  async endOtherSessions(userId: number, keepSessionId: number): Promise<void> {
    await database.db
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
  },

  /** The language of the user's mails becomes `language` (nothing written when it is that already). */
  async setLanguage(userId: number, language: Language): Promise<void> {
    await database.db
      .update(users)
      .set({ language })
      .where(and(eq(users.id, userId), ne(users.language, language)));
  },

  /** Where and how the user's mails go: address, first name, language; null when there is no such user. */
  async recipient(
    userId: number,
    db: Db = database.db,
  ): Promise<{ email: string; firstName: string; language: string } | null> {
    const [user] = await db
      .select({ email: users.email, firstName: users.firstName, language: users.language })
      .from(users)
      .where(eq(users.id, userId));
    return user ?? null;
  },
});

export type UserRepository = ReturnType<typeof createUserRepository>;
