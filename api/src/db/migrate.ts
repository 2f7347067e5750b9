import { join } from 'node:path';
import { apiRoot } from '../lib/repo-root';
import type { Database } from './client';

/** The one migrations folder (drizzle-kit output) for both drivers, found beside the code. */
export const migrationsFolder = (): string => join(apiRoot(), 'drizzle');

export const runMigrations = (database: Database): Promise<void> => database.migrate(migrationsFolder());
