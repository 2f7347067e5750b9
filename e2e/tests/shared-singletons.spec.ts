import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// Each marker is a property only that package's entry module assigns (see bench/lib/react-markers.mjs).
const MARKERS = {
  react: /\.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=(?!=)/,
  'react-dom': /\.__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=(?!=)/,
  'react-dom/client': /["']__reactContainer\$["']/,
};

const collectScripts = (page: Page) => {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) bodies.push(response.text());
  });
  return async () => {
    const texts = await Promise.all(bodies);
    return Object.fromEntries(
      Object.entries(MARKERS).map(([name, marker]) => [name, texts.filter((t) => marker.test(t)).length]),
    );
  };
};

const once = { react: 1, 'react-dom': 1, 'react-dom/client': 1 };

test.describe('shared singletons', () => {
  test('React and react-dom are downloaded once from home through two remotes', async ({ page }) => {
    const count = collectScripts(page);
    await page.goto('/');
    await expect(page.getByRole('main')).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Help & FAQs' }).click();
    await expect(page).toHaveURL(/\/help$/);
    await page.getByRole('banner').getByRole('link', { name: 'Fast Track' }).click();
    await expect(page).toHaveURL(/\/fast-track/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await count()).toEqual(once);
  });

  test('a cold load straight into a remote route downloads React once', async ({ page }) => {
    const count = collectScripts(page);
    await page.goto('/termsOfUse');
    await expect(page.getByRole('heading', { name: 'Terms of Use', level: 1 })).toBeVisible();
    expect(await count()).toEqual(once);
  });

  test('no remote is fetched before the user goes where it is needed', async ({ page }) => {
    const remoteRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/remotes/')) remoteRequests.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Fast Track' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(remoteRequests).toEqual([]);
  });
});
