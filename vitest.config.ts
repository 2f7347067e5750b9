import { defineConfig } from 'vitest/config';

/**
 * One vitest run for the whole workspace: each package is a project with its own environment.
 * Browser code runs in jsdom; the API runs in node against PGlite (always) and PostgreSQL
 * (when reachable).
 */
const browserProject = (name: string) => ({
  extends: true as const,
  test: {
    name,
    root: `./${name}`,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.{ts,mjs}'],
    setupFiles: ['../vitest.setup-dom.ts'],
    // A form test types a whole card or booking with user-event: about a second alone, over 5 s
    // (vitest's default) while the machine also runs the API suites and a browser.
    testTimeout: 15_000,
  },
});

export default defineConfig({
  test: {
    // Many suites wait on PostgreSQL, PGlite, the payment sandbox or SMTP rather than the CPU: one
    // worker more than the 2 cores cuts the run from ~390 s to ~250 s (measured), all still passing.
    maxWorkers: 3,
    projects: [
      browserProject('shared'),
      browserProject('shell'),
      browserProject('mfe-auth'),
      browserProject('mfe-transport'),
      browserProject('mfe-airport-assistant'),
      browserProject('mfe-fast-track'),
      browserProject('mfe-account'),
      browserProject('mfe-help'),
      browserProject('mfe-operations'),
      browserProject('embed'),
      {
        extends: true,
        test: {
          name: 'api',
          root: './api',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['./test/global-setup.ts'],
          // Each file builds its own app and database, so nothing is shared between files but the
          // modules: loading them once per worker instead of once per file cut the project from
          // ~600 s to ~215 s on 2 cores (the import phase from 487 s to 27 s), all still passing.
          isolate: false,
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      {
        extends: true,
        test: {
          name: 'payment-sandbox',
          root: './payment-sandbox',
          environment: 'node',
          include: ['test/**/*.test.ts'],
          testTimeout: 20000,
        },
      },
      {
        extends: true,
        test: {
          name: 'mail-catcher',
          root: './mail-catcher',
          environment: 'node',
          include: ['test/**/*.test.js'],
          testTimeout: 20000,
        },
      },
      {
        extends: true,
        test: {
          name: 'scripts',
          root: './scripts',
          environment: 'node',
          include: ['test/**/*.test.mjs'],
          testTimeout: 30000,
        },
      },
    ],
  },
});
