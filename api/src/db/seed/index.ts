import { REMOTE_NAMES } from '@portal/shared/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { hashPassword, scryptParams } from '../../services/password-hash';
import type { Db } from '../client';
import {
  activationCodes,
  cardLevels,
  cardRanges,
  entitlements,
  operators,
  programmes,
  remotes,
  termsDocuments,
  users,
} from '../schema';
import { DINERS_LENGTHS, LEVEL_SEEDS } from './catalogue';
import {
  DEMO_EMAIL,
  DEMO_FIRST_NAME,
  DEMO_LAST_NAME,
  DEMO_LEVELS,
  DEMO_OPERATOR_PASSWORD,
  DEMO_OPERATORS,
  DEMO_PASSWORD,
  DEMO_PROGRAMME_CODE,
  DEMO_PROGRAMME_NAME,
} from './demo';
import { seedFaq } from './faq';
import { manifestUrlFor, REMOTE_PREFIXES } from './remotes';
import { TERMS_SEEDS } from './terms';

export interface SeedOptions {
  scryptCostLog2: number;
  remoteBaseUrl: string;
}

/**
 * Idempotent demo data: rows that exist are left as they are (an operator's changes survive a
 * restart); only the remotes' manifest URLs and prefixes follow the configuration, and legal
 * documents of an older version take the seed's newer text.
 */
export const seedDatabase = async (db: Db, options: SeedOptions): Promise<void> => {
  await db
    .insert(programmes)
    .values({ code: DEMO_PROGRAMME_CODE, name: DEMO_PROGRAMME_NAME })
    .onConflictDoNothing();
  const [programme] = await db
    .select({ id: programmes.id })
    .from(programmes)
    .where(eq(programmes.code, DEMO_PROGRAMME_CODE));
  if (!programme) throw new Error('Seed: the demo programme is missing after insert.');

  const levelIds = new Map<string, number>();
  for (const level of LEVEL_SEEDS) {
    await db
      .insert(cardLevels)
      .values({
        programmeId: programme.id,
        code: level.code,
        name: level.name,
        supportTransport: level.supportTransport,
        supportAgreement: level.supportAgreement,
      })
      .onConflictDoNothing();
    const [row] = await db
      .select({ id: cardLevels.id })
      .from(cardLevels)
      .where(and(eq(cardLevels.programmeId, programme.id), eq(cardLevels.code, level.code)));
    if (!row) throw new Error(`Seed: card level ${level.code} is missing after insert.`);
    levelIds.set(level.code, row.id);

    await db
      .insert(entitlements)
      .values(
        Object.entries(level.entitlements).map(([service, yearlyUses]) => ({
          cardLevelId: row.id,
          service: service as keyof typeof level.entitlements,
          yearlyUses,
        })),
      )
      .onConflictDoNothing();
    await db
      .insert(cardRanges)
      .values(
        level.prefixes.map((prefix) => ({
          programmeId: programme.id,
          cardLevelId: row.id,
          prefix,
          lengths: DINERS_LENGTHS,
        })),
      )
      .onConflictDoNothing();
    await db
      .insert(activationCodes)
      .values(level.activationCodes.map((code) => ({ code, cardLevelId: row.id })))
      .onConflictDoNothing();
  }

  const [demoUser] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_EMAIL.toLowerCase()}`);
  if (!demoUser) {
    const premium = levelIds.get(DEMO_LEVELS.premium);
    if (premium === undefined) throw new Error('Seed: the premium level is missing.');
    await db
      .insert(users)
      .values({
        email: DEMO_EMAIL,
        firstName: DEMO_FIRST_NAME,
        lastName: DEMO_LAST_NAME,
        passwordHash: await hashPassword(DEMO_PASSWORD, scryptParams(options.scryptCostLog2)),
        cardLevelId: premium,
        language: 'en-US',
      })
      .onConflictDoNothing();
  }

  // The demo operators, each once (a changed name, password or role survives a restart).
  const [{ known } = { known: 0 }] = await db
    .select({ known: sql<number>`count(*)::int` })
    .from(operators)
    .where(
      sql`lower(${operators.email}) in (${sql.join(
        DEMO_OPERATORS.map((operator) => sql`${operator.email}`),
        sql`, `,
      )})`,
    );
  if (Number(known) < DEMO_OPERATORS.length) {
    const passwordHash = await hashPassword(DEMO_OPERATOR_PASSWORD, scryptParams(options.scryptCostLog2));
    for (const operator of DEMO_OPERATORS) {
      await db
        .insert(operators)
        .values({ ...operator, roles: [...operator.roles], passwordHash })
        .onConflictDoNothing();
    }
  }

  // A document of an older version than the seed's takes the seed's text; the same or a newer one
  // (an editor's) is left as it is.
  await db
    .insert(termsDocuments)
    .values(TERMS_SEEDS)
    .onConflictDoUpdate({
      target: [termsDocuments.code, termsDocuments.language],
      set: {
        title: sql`excluded.title`,
        content: sql`excluded.content`,
        version: sql`excluded.version`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${termsDocuments.version} < excluded.version`,
    });
  await seedFaq(db);

  await db
    .insert(remotes)
    .values(
      REMOTE_NAMES.map((name) => ({
        name,
        manifestUrl: manifestUrlFor(name, options.remoteBaseUrl),
        prefixes: REMOTE_PREFIXES[name],
        enabled: true,
      })),
    )
    .onConflictDoUpdate({
      target: remotes.name,
      set: {
        manifestUrl: sql`excluded.manifest_url`,
        prefixes: sql`excluded.prefixes`,
      },
    });
};
