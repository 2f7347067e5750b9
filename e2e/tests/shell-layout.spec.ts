import { expect, test } from '../support/fixtures';
import { waitForLivePage } from '../support/live-page';

test.describe('shell layout', () => {
  test('home shows the header, the service tiles and the footer to a visitor', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Fast Track' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Transport Services' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Help & FAQs' })).toBeVisible();
    await expect(header.getByRole('link', { name: /log ?in/i })).toBeVisible();

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: /fast track/i }).first()).toBeVisible();
    await expect(main.getByRole('heading', { name: /transport/i }).first()).toBeVisible();

    const footer = page.getByRole('contentinfo');
    for (const name of ['Help', 'Terms and Conditions', 'Terms of Use', 'Privacy Policy']) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(footer).toContainText('2025');
    expect(consoleErrors).toEqual([]);
  });

  test('an unknown address shows the not-found page inside the layout', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: /page not found/i })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('the mobile menu opens from the header and lists the sections @mobile-only', async ({ page }) => {
    await page.goto('/');
    await waitForLivePage(page);
    await page.getByRole('button', { name: /menu/i }).click();
    const menu = page.getByRole('dialog', { name: /menu/i });
    for (const name of [
      'Home',
      'Book Transport',
      'Fast Track',
      'Account',
      'Bookings',
      'Payment Cards',
      'Change Password',
      'Help & FAQs',
    ]) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await menu.getByRole('link', { name: 'Help & FAQs' }).click();
    await expect(page).toHaveURL(/\/help$/);
  });
});
