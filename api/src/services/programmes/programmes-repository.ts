import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cardLevels, programmes, users } from '../../db/schema';

export interface LevelSupport {
  supportTransport: boolean;
  supportAgreement: boolean;
}

/** A programme is available while it is active and its end (if any) has not passed. */
const programmeAvailable = sql`(${programmes.active} and (${programmes.endsAt} is null or ${programmes.endsAt} > now()))`;

export const createProgrammesRepository = (database: Database) => ({
  async listAvailability(): Promise<Array<{ id: number; active: boolean; endsAt: Date | null }>> {
    return database.db
      .select({ id: programmes.id, active: programmes.active, endsAt: programmes.endsAt })
      .from(programmes);
  },

  /** Whether any card level of an available programme supports each service group. */
  async supportOfAvailableLevels(): Promise<LevelSupport> {
    const [row] = await database.db
      .select({
        supportTransport: sql<boolean>`coalesce(bool_or(${cardLevels.supportTransport}), false)`,
        supportAgreement: sql<boolean>`coalesce(bool_or(${cardLevels.supportAgreement}), false)`,
      })
      .from(cardLevels)
      .innerJoin(programmes, eq(programmes.id, cardLevels.programmeId))
      .where(programmeAvailable);
    return row ?? { supportTransport: false, supportAgreement: false };
  },

  /** The user's card level support; both false once the user's programme is no longer available. */
  async supportOfUser(userId: number): Promise<LevelSupport> {
    const [row] = await database.db
      .select({
        supportTransport: sql<boolean>`${cardLevels.supportTransport} and ${programmeAvailable}`,
        supportAgreement: sql<boolean>`${cardLevels.supportAgreement} and ${programmeAvailable}`,
      })
      .from(users)
      .innerJoin(cardLevels, eq(cardLevels.id, users.cardLevelId))
      .innerJoin(programmes, eq(programmes.id, cardLevels.programmeId))
      .where(eq(users.id, userId));
    return row ?? { supportTransport: false, supportAgreement: false };
  },
});

export type ProgrammesRepository = ReturnType<typeof createProgrammesRepository>;
