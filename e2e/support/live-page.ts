import type { Page } from '@playwright/test';

/**
 * Waits until React has taken the prerendered page over (`#root[data-live]`, set by the shell's
 * bootstrap): the frame shows before that, and a click on it before then is lost.
 */
export const waitForLivePage = (page: Page) =>
  page.locator('#root[data-live]').waitFor({ state: 'attached' });

/**
 * Waits until the remote's live screen has replaced its prerendered copy as well (the inert
 * `[data-remote-slot]` is gone): a prerendered screen shows its heading before the remote's code
 * has loaded, so its heading alone says nothing about what has been downloaded.
 */
export const waitForLiveScreen = async (page: Page) => {
  await waitForLivePage(page);
  await page.locator('[data-remote-slot]').waitFor({ state: 'detached' });
};
