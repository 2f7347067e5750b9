import type { AppConfig } from '../config';
import { type Database, openDatabase } from './client';
import { runMigrations } from './migrate';
import { seedDatabase } from './seed';

/** Opens the configured database, applies the migrations and (unless SEED=off) the demo seed. */
export const openReadyDatabase = async (config: AppConfig): Promise<Database> => {
  const database = await openDatabase(config.database);
  try {
    await runMigrations(database);
    if (config.seed) {
      await seedDatabase(database.db, {
        scryptCostLog2: config.scryptCostLog2,
        remoteBaseUrl: config.remoteBaseUrl,
      });
    }
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
};
