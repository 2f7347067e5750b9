import { test as base, expect } from '@playwright/test';
import { type IsolatedPortal, startIsolatedPortal } from './isolated-portal';

interface Fixtures {
  /** Console errors and uncaught page errors seen during the test. */
  consoleErrors: string[];
}
interface WorkerFixtures {
  isolatedPortal: IsolatedPortal;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
  isolatedPortal: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the destructuring pattern.
    async ({}, use) => {
      const portal = await startIsolatedPortal();
      await use(portal);
      await portal.stop();
    },
    // A fresh API migrates and seeds its database first: over 30 s when the machine is busy.
    { scope: 'worker', timeout: 90_000 },
  ],
});

export { expect };
