import { eq, sql } from 'drizzle-orm';
import { cardLevels, users } from '../../src/db/schema';
import { DEMO_EMAIL, DEMO_LEVELS } from '../../src/db/seed/demo';
import type { TestApp } from './test-app';

export const demoUserId = async ({ database }: TestApp): Promise<number> => {
  const [row] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_EMAIL}`);
  if (!row) throw new Error('demo user missing');
  return row.id;
};

/** A second cardholder on the classic level (no transport). */
export const createClassicUser = async ({ database }: TestApp, email: string): Promise<number> => {
  const [level] = await database.db
    .select({ id: cardLevels.id })
    .from(cardLevels)
    .where(eq(cardLevels.code, DEMO_LEVELS.classic));
  if (!level) throw new Error('classic level missing');
  const [row] = await database.db
    .insert(users)
    .values({ email, firstName: 'Sam', lastName: 'Reyes', passwordHash: 'scrypt$x', cardLevelId: level.id })
    .returning({ id: users.id });
  if (!row) throw new Error('insert failed');
  return row.id;
};
