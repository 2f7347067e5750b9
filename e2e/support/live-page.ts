import type { Page } from '@playwright/test';

/**
 * Waits until React has taken the prerendered page over (`#root[data-live]`, set by the shell's
 * bootstrap): the frame shows before that, and a click on it before then is lost.
 */
export const waitForLivePage = (page: Page) =>
  page.locator('#root[data-live]').waitFor({ state: 'attached' });
