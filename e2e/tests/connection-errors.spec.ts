import { expect, test } from '../support/fixtures';
import { waitForLiveScreen } from '../support/live-page';

test.describe('connection problems', () => {
  test('a server error opens Connection Error; Try Again re-sends the request', async ({ page }) => {
    let failures = 1;
    let calls = 0;
    await page.route('**/api/tc/list**', async (route) => {
      calls += 1;
      if (failures > 0) {
        failures -= 1;
        await route.fulfill({ status: 503, body: 'unavailable' });
      } else await route.continue();
    });
    await page.goto('/termsOfUse');
    const dialog = page.getByRole('dialog', { name: 'Connection Error' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('We’re having problems connecting to the server. Please try again.');
    // The page's heading is static: wait for the re-sent request itself, not for the heading.
    const resent = page.waitForResponse((r) => r.url().includes('/api/tc/list') && r.status() === 200);
    await dialog.getByRole('button', { name: 'Try Again' }).click();
    await expect(dialog).toBeHidden();
    await resent;
    expect(calls).toBe(2);
    await expect(page.getByRole('heading', { name: 'Terms of Use', level: 1 })).toBeVisible();
  });

  test('Close dismisses the Connection Error dialog and the portal stays usable', async ({ page }) => {
    await page.route('**/api/tc/list**', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto('/conditions');
    const dialog = page.getByRole('dialog', { name: 'Connection Error' });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('banner').getByRole('link', { name: 'Fast Track' }).click();
    await expect(page).toHaveURL(/\/fast-track/);
  });

  test('offline shows the offline message', async ({ page, context }) => {
    // The legal pages' remote is loaded and live first (its prerendered copy shows the heading
    // before that); then the connection drops before the next API call.
    await page.goto('/termsOfUse');
    await expect(page.getByRole('heading', { name: 'Terms of Use', level: 1 })).toBeVisible();
    await waitForLiveScreen(page);
    await context.setOffline(true);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy', exact: true }).click();
    await expect(page.getByText('Please check your Internet connection and try again later.')).toBeVisible();
    await context.setOffline(false);
  });
});
