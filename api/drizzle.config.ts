import { defineConfig } from 'drizzle-kit';

/** `pnpm --filter @portal/api db:generate` writes one migrations folder used by PGlite and PostgreSQL. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
