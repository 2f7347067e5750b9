import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { cardLevels, programmes, users } from '../../db/schema';

export interface LevelSupport {
  supportTransport: boolean;
  supportAgreement: boolean;
}

/** A programme is available while it is active and its end (if any) has not passed. */
const programmeAvailable = sql`(${programmes.active} and (${programmes.endsAt} is null or ${programmes.endsAt} > now()))`;

/** A level's service as offered today: the level includes it and operations have not switched it off. */
const offersTransport = sql`(${cardLevels.supportTransport} and ${programmes.offersTransport})`;
const offersAgreement = sql`(${cardLevels.supportAgreement} and ${programmes.offersAgreement})`;

export interface ProgrammeSettings {
  code: string;
  name: string;
  active: boolean;
  endsAt: Date | null;
  available: boolean;
  offersTransport: boolean;
  offersAgreement: boolean;
  levels: Array<{ code: string; name: string; supportTransport: boolean; supportAgreement: boolean }>;
}

export interface ProgrammeSwitches {
  active?: boolean;
  offersTransport?: boolean;
  offersAgreement?: boolean;
}

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
        supportTransport: sql<boolean>`coalesce(bool_or(${offersTransport}), false)`,
        supportAgreement: sql<boolean>`coalesce(bool_or(${offersAgreement}), false)`,
      })
      .from(cardLevels)
      .innerJoin(programmes, eq(programmes.id, cardLevels.programmeId))
      .where(programmeAvailable);
    return row ?? { supportTransport: false, supportAgreement: false };
  },

  /**
   * The user's services as offered today (card level and operations' switches); both false once
   * the user's programme is no longer available.
   */
  async supportOfUser(userId: number): Promise<LevelSupport> {
    const [row] = await database.db
      .select({
        supportTransport: sql<boolean>`${offersTransport} and ${programmeAvailable}`,
        supportAgreement: sql<boolean>`${offersAgreement} and ${programmeAvailable}`,
      })
      .from(users)
      .innerJoin(cardLevels, eq(cardLevels.id, users.cardLevelId))
      .innerJoin(programmes, eq(programmes.id, cardLevels.programmeId))
      .where(eq(users.id, userId));
    return row ?? { supportTransport: false, supportAgreement: false };
  },

  /** What the user's card level includes, whatever operations have switched off today (the welcome mail). */
  async levelSupportOfUser(userId: number): Promise<LevelSupport> {
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

  /** Every programme with operations' switches and its card levels (the operations console). */
  async settings(tx: Db = database.db): Promise<ProgrammeSettings[]> {
    const rows = await tx
      .select({
        id: programmes.id,
        code: programmes.code,
        name: programmes.name,
        active: programmes.active,
        endsAt: programmes.endsAt,
        available: sql<boolean>`${programmeAvailable}`,
        offersTransport: programmes.offersTransport,
        offersAgreement: programmes.offersAgreement,
      })
      .from(programmes)
      .orderBy(asc(programmes.code));
    const levels = await tx
      .select({
        programmeId: cardLevels.programmeId,
        code: cardLevels.code,
        name: cardLevels.name,
        supportTransport: cardLevels.supportTransport,
        supportAgreement: cardLevels.supportAgreement,
      })
      .from(cardLevels)
      .orderBy(asc(cardLevels.id));
    return rows.map(({ id, ...programme }) => ({
      ...programme,
      levels: levels
        .filter((level) => level.programmeId === id)
        .map(({ programmeId: _programme, ...level }) => level),
    }));
  },

  /** Sets the switches given of one programme; false when there is no programme of that code. */
  async setSwitches(tx: Db, code: string, switches: ProgrammeSwitches): Promise<boolean> {
    const rows = await tx
      .update(programmes)
      .set(switches)
      .where(eq(programmes.code, code))
      .returning({ id: programmes.id });
    return rows.length > 0;
  },
});

export type ProgrammesRepository = ReturnType<typeof createProgrammesRepository>;
