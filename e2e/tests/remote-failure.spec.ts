import { expect, test } from '../support/fixtures';

test.describe('a remote that fails to load', () => {
  test('shows a fallback with Try again while the rest of the portal keeps working', async ({ page }) => {
    let blocked = true;
    await page.route('**/remotes/mfe-help/**', (route) =>
      blocked ? route.abort('failed') : route.continue(),
    );

    await page.goto('/conditions');
    await expect(page.getByRole('button', { name: /try again/i })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('banner').getByRole('link', { name: 'Fast Track' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // Another remote still loads.
    await page.getByRole('banner').getByRole('link', { name: 'Fast Track' }).click();
    await expect(page).toHaveURL(/\/fast-track/);
    await expect(page.getByRole('button', { name: /try again/i })).toHaveCount(0);

    blocked = false;
    await page.goto('/conditions');
    await expect(page.getByRole('heading', { name: 'Terms and Conditions', level: 1 })).toBeVisible();
  });

  test('Try again loads the remote once it is back', async ({ page }) => {
    let blocked = true;
    await page.route('**/remotes/mfe-help/**', (route) =>
      blocked ? route.abort('failed') : route.continue(),
    );
    await page.goto('/privacyPolicy');
    const retry = page.getByRole('button', { name: /try again/i });
    await expect(retry).toBeVisible({ timeout: 15_000 });
    blocked = false;
    await retry.click();
    await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
  });
});
